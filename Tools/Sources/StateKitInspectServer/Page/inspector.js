// StateKit Inspector page: speaks protocol 1 (see the Inspector Protocol article) over
// ws://<this host>/page. Plain script, no build step, nothing loaded from elsewhere.
// Data from the app is only ever put into the page as text (textContent), never as HTML.
"use strict";

(function () {
  const PROTOCOL = 1;
  const STEP_LIMIT = 1000; // as many steps per machine as the server keeps
  const AUTO_COLLAPSE_OVER = 80; // charts with more states start collapsed below the second level

  const $ = (id) => document.getElementById(id);
  const el = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  };

  // ---------------------------------------------------------------- state of the page

  const machines = new Map(); // machine id -> machine record (see attach)
  let current = null; // id of the machine shown
  let socket = null;
  let commandCounter = 0;
  const pending = new Map(); // command id -> {kind, machine, label, seq}
  const sent = []; // every command the page sent (the test hook reads it)
  let renderQueued = false;
  let chartDirty = false;
  let logDirty = false;

  function attach(msg) {
    const chart = msg.chart || { states: [], transitions: [] };
    const states = Array.isArray(chart.states) ? chart.states : [];
    const byId = new Map();
    const children = new Map();
    for (const state of states) {
      byId.set(state.id, state);
      const parent = state.parent == null ? null : state.parent;
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(state.id);
    }
    const outgoing = new Map();
    for (const transition of Array.isArray(chart.transitions) ? chart.transitions : []) {
      if (!outgoing.has(transition.source)) outgoing.set(transition.source, []);
      outgoing.get(transition.source).push(transition);
    }
    const previous = machines.get(msg.machine);
    const machine = {
      id: msg.machine,
      name: msg.name || msg.machine,
      app: msg.app == null ? "" : String(msg.app),
      chart: { states, truncated: !!chart.truncated, byId, children, outgoing },
      events: Array.isArray(msg.events) ? msg.events : [],
      commands: Object.assign({ send: false, restore: false }, msg.commands || {}),
      steps: [{
        seq: typeof msg.seq === "number" ? msg.seq : 0, kind: "attached", time: msg.time || null, event: null,
        exited: [], entered: [], configuration: msg.configuration || [],
        accepts: msg.accepts || [], context: msg.context === undefined ? null : msg.context,
        restorable: msg.restorable !== false,
      }],
      detached: false,
      selected: null, // seq of the step shown, or null for live
      collapsed: previous ? previous.collapsed : initialCollapse(states, byId),
      search: previous ? previous.search : "",
      unseen: 0,
    };
    machines.set(machine.id, machine);
    if (current === null || current === machine.id) {
      current = machine.id;
      chartDirty = true;
    }
    logDirty = true;
  }

  function initialCollapse(states, byId) {
    const collapsed = new Set();
    if (states.length <= AUTO_COLLAPSE_OVER) return collapsed;
    for (const state of states) {
      if (depth(state, byId) >= 1 && (state.kind === "compound" || state.kind === "parallel")) collapsed.add(state.id);
    }
    return collapsed;
  }

  function depth(state, byId) {
    let level = 0;
    for (let parent = state.parent; parent != null && level < 1000; parent = (byId.get(parent) || {}).parent) level++;
    return level;
  }

  function addStep(msg) {
    const machine = machines.get(msg.machine);
    if (!machine) return;
    const step = {
      seq: msg.seq, kind: msg.kind || "transitioned", time: msg.time || null, event: msg.event || null,
      reason: msg.reason || null, exited: msg.exited || [], entered: msg.entered || [],
      configuration: msg.configuration || [], accepts: msg.accepts || [],
      context: msg.context === undefined ? null : msg.context, restorable: msg.restorable !== false,
    };
    const steps = machine.steps;
    const last = steps[steps.length - 1];
    if (last && step.seq <= last.seq) {
      // A replay after reconnecting, or a step out of order: keep one step per seq, in order.
      const index = steps.findIndex((s) => s.seq >= step.seq);
      if (steps[index].seq === step.seq) steps[index] = step; else steps.splice(index, 0, step);
      machine.logReset = true;
    } else {
      steps.push(step);
    }
    if (steps.length > STEP_LIMIT + 1) steps.splice(1, steps.length - STEP_LIMIT - 1); // keep step 0
    if (machine.id === current) {
      logDirty = true;
    } else {
      machine.unseen++;
    }
  }

  function handle(msg) {
    if (!msg || typeof msg !== "object") return;
    switch (msg.type) {
      case "hello":
        if (msg.protocol !== undefined && msg.protocol !== PROTOCOL) {
          notice(`The server speaks protocol ${msg.protocol}; this page speaks ${PROTOCOL}.`, "error");
        }
        break;
      case "attached": attach(msg); break;
      case "step": addStep(msg); break;
      case "detached": {
        const machine = machines.get(msg.machine);
        if (machine) machine.detached = true;
        break;
      }
      case "result": result(msg); break;
      case "error": notice(msg.message || "error", "error"); break;
      default: break; // newer message types: ignored, as the protocol asks
    }
  }

  // ---------------------------------------------------------------- commands

  function send(command) {
    command.id = `c${++commandCounter}`;
    sent.push(command);
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(command));
    } else if (socket) {
      pending.delete(command.id);
      return null;
    }
    return command.id;
  }

  function sendEvent(machine, name, payload) {
    const id = send({ type: "send", machine: machine.id, event: name, payload: payload === undefined ? null : payload });
    const label = payload === undefined || payload === null ? name : `${name} ${JSON.stringify(payload)}`;
    if (id === null) return commandResult("send-result", false, `${label}: not connected to the inspector`);
    pending.set(id, { kind: "send", machine: machine.id, label });
    commandResult("send-result", null, `${label}: sent, waiting for the app…`);
  }

  function restore(machine, seq) {
    const id = send({ type: "restore", machine: machine.id, seq });
    if (id === null) return commandResult("restore-result", false, `restore to step ${seq}: not connected to the inspector`);
    pending.set(id, { kind: "restore", machine: machine.id, seq });
    commandResult("restore-result", null, `restore to step ${seq}: asked the app…`);
  }

  function result(msg) {
    const command = pending.get(msg.id);
    if (!command) return;
    pending.delete(msg.id);
    const reason = msg.error ? `: ${msg.error}` : "";
    if (command.kind === "send") {
      const outcome = msg.outcome ? `: ${msg.outcome}` : ": taken by the app";
      commandResult("send-result", msg.ok ? msg.outcome !== "rejected" && msg.outcome !== "failed" : false,
        msg.ok ? `${command.label}${outcome}` : `${command.label}: refused${reason}`);
    } else {
      commandResult("restore-result", !!msg.ok, msg.ok ? `restored to step ${command.seq}` : `restore to step ${command.seq} refused${reason}`);
    }
  }

  function commandResult(elementId, ok, text) {
    const node = $(elementId);
    node.textContent = text;
    node.dataset.ok = ok === null ? "pending" : String(ok);
  }

  let noticeTimer = null;
  function notice(text, kind) {
    const node = $("notice");
    node.textContent = text;
    node.dataset.kind = kind || "info";
    node.classList.add("shown");
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => node.classList.remove("shown"), 8000);
  }

  // ---------------------------------------------------------------- connection

  function connect(delay) {
    if (!/^https?:$/.test(location.protocol)) {
      setConnection("offline", "opened from a file: no server");
      return;
    }
    setConnection("connecting", "connecting…");
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/page`);
    socket = ws;
    ws.onopen = () => {
      delay = 500;
      setConnection("connected", `connected to ${location.host}`);
      ws.send(JSON.stringify({ type: "hello", protocol: PROTOCOL, role: "page" }));
    };
    ws.onmessage = (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch (e) { return notice("The server sent a message that is not JSON.", "error"); }
      handle(msg);
      scheduleRender();
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      for (const [id, command] of pending) {
        pending.delete(id);
        commandResult(command.kind === "send" ? "send-result" : "restore-result", false, "the connection closed before the app answered");
      }
      const next = Math.min((delay || 500) * 2, 5000);
      setConnection("disconnected", `disconnected; retrying in ${Math.round(next / 1000)} s`);
      setTimeout(() => connect(next), next);
    };
  }

  function setConnection(state, text) {
    $("connection").dataset.state = state;
    $("connection-text").textContent = text;
  }

  // ---------------------------------------------------------------- rendering

  function scheduleRender() {
    if (renderQueued) return;
    renderQueued = true;
    requestAnimationFrame(() => { renderQueued = false; render(); });
  }

  function render() {
    renderTabs();
    const machine = machines.get(current);
    document.body.classList.toggle("has-machine", !!machine);
    if (!machine) return;
    machine.unseen = 0;
    if (chartDirty) { renderChart(machine); chartDirty = false; }
    if (logDirty) { renderLog(machine); logDirty = false; }
    const step = shownStep(machine);
    highlight(machine, step);
    renderDrive(machine);
    renderStep(machine, step);
  }

  function shownStep(machine) {
    if (machine.selected !== null) {
      const step = machine.steps.find((s) => s.seq === machine.selected);
      if (step) return step;
      machine.selected = null;
    }
    return machine.steps[machine.steps.length - 1];
  }

  function renderTabs() {
    const tabs = $("machine-tabs");
    tabs.textContent = "";
    for (const machine of machines.values()) {
      const tab = el("button", "machine-tab");
      tab.type = "button";
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-selected", String(machine.id === current));
      tab.dataset.machine = machine.id;
      tab.classList.toggle("detached", machine.detached);
      tab.append(el("span", "tab-name", machine.name));
      if (machine.app) tab.append(el("span", "tab-app", machine.app));
      if (machine.detached) tab.append(el("span", "tab-flag", "detached"));
      else if (machine.unseen > 0 && machine.id !== current) tab.append(el("span", "tab-flag new", `+${machine.unseen}`));
      tab.title = `${machine.name} (${machine.id})`;
      tab.onclick = () => { current = machine.id; chartDirty = true; logDirty = true; render(); };
      tabs.append(tab);
    }
  }

  // The chart: nested boxes, one per state; kept between steps so that a step only changes classes.
  let stateNodes = new Map();

  function renderChart(machine) {
    const chart = $("chart");
    chart.textContent = "";
    stateNodes = new Map();
    $("chart-truncated").hidden = !machine.chart.truncated;
    const roots = machine.chart.children.get(null) || [];
    const top = el("div", "children top");
    for (const id of roots) top.append(stateBox(machine, id, null));
    chart.append(top);
    $("search").value = machine.search;
    applySearch(machine, false);
  }

  function stateBox(machine, id, parent) {
    const state = machine.chart.byId.get(id);
    const kind = state.kind || "atomic";
    const box = el("div", `state kind-${kind}`);
    box.dataset.state = id;
    const head = el("div", "state-head");
    const kids = machine.chart.children.get(id) || [];
    if (kids.length > 0) {
      const toggle = el("button", "toggle");
      toggle.type = "button";
      toggle.title = "collapse / expand";
      toggle.setAttribute("aria-label", `collapse or expand ${state.name || id}`);
      toggle.onclick = () => {
        if (machine.collapsed.has(id)) machine.collapsed.delete(id); else machine.collapsed.add(id);
        applyCollapse(machine, id);
      };
      head.append(toggle);
    }
    if (isInitial(machine, state, parent)) head.append(marker("initial", "●→", "initial state of its parent"));
    if (kind === "history") head.append(marker("history", state.deep ? "H*" : "H", state.deep ? "deep history" : "shallow history"));
    if (kind === "final") head.append(marker("final", "◉", "final state"));
    head.append(el("span", "state-name", state.name || id));
    if (kind === "parallel") head.append(el("span", "badge", "parallel"));
    if (kids.length > 0) head.append(el("span", "summary"));
    box.append(head);

    const transitions = machine.chart.outgoing.get(id) || [];
    if (transitions.length > 0) {
      const list = el("ul", "transitions");
      for (const transition of transitions) list.append(transitionLine(transition));
      box.append(list);
    }
    if (kids.length > 0) {
      const container = el("div", kind === "parallel" ? "children regions" : "children");
      for (const child of kids) container.append(stateBox(machine, child, state));
      box.append(container);
    }
    stateNodes.set(id, box);
    box.classList.toggle("collapsed", machine.collapsed.has(id));
    return box;
  }

  function isInitial(machine, state, parent) {
    if (!parent || parent.kind === "parallel" || state.kind === "history") return false;
    if (parent.initial != null) return parent.initial === state.id;
    // Without an `initial`, SCXML enters the first child in document order.
    const first = (machine.chart.children.get(parent.id) || []).find((c) => (machine.chart.byId.get(c) || {}).kind !== "history");
    return first === state.id;
  }

  function marker(kind, symbol, title) {
    const node = el("span", `marker ${kind}`, symbol);
    node.title = title;
    return node;
  }

  function transitionLine(transition) {
    const line = el("li", "transition");
    line.dataset.event = transition.event || "";
    line.append(el("span", "t-event", transition.event || "(eventless)"));
    if (transition.guard) line.append(el("span", "t-guard", `[${transition.guard}]`));
    line.append(el("span", "t-arrow", transition.internal ? "⤳" : "→"));
    const targets = Array.isArray(transition.targets) ? transition.targets : [];
    line.append(el("span", "t-targets", targets.length ? targets.join(", ") : "(stays)"));
    if (transition.internal) line.title = "internal transition";
    return line;
  }

  function applyCollapse(machine, id) {
    const box = stateNodes.get(id);
    if (box) box.classList.toggle("collapsed", machine.collapsed.has(id) && !box.classList.contains("has-match"));
    highlight(machine, shownStep(machine));
  }

  // The active states with their ancestors: an app may send the atomic states only.
  function activeSet(machine, configuration) {
    const active = new Set();
    for (const id of configuration) {
      for (let state = id; state != null && !active.has(state); state = (machine.chart.byId.get(state) || {}).parent) active.add(state);
    }
    return active;
  }

  function highlight(machine, step) {
    const active = activeSet(machine, step.configuration);
    const entered = new Set(step.kind !== "attached" ? step.entered : []);
    for (const [id, box] of stateNodes) {
      box.classList.toggle("active", active.has(id));
      box.classList.toggle("entered", entered.has(id));
      if (box.classList.contains("collapsed")) {
        const summary = box.querySelector(":scope > .state-head > .summary");
        const inside = activeLeavesUnder(machine, id, active);
        const count = countDescendants(machine, id);
        if (summary) summary.textContent = `${count} inside` + (inside.length ? ` · active: ${inside.join(", ")}` : "");
      } else {
        const summary = box.querySelector(":scope > .state-head > .summary");
        if (summary) summary.textContent = "";
      }
    }
    const viewing = machine.selected !== null;
    $("viewing").hidden = !viewing;
    $("viewing-seq").textContent = viewing ? String(step.seq) : "";
    document.body.classList.toggle("time-travel", viewing);
  }

  function activeLeavesUnder(machine, id, active) {
    const names = [];
    const walk = (parent) => {
      for (const child of machine.chart.children.get(parent) || []) {
        if (!active.has(child)) continue;
        const kids = machine.chart.children.get(child) || [];
        if (kids.some((k) => active.has(k))) walk(child);
        else names.push((machine.chart.byId.get(child) || {}).name || child);
      }
    };
    walk(id);
    return names;
  }

  function countDescendants(machine, id) {
    let count = 0;
    for (const child of machine.chart.children.get(id) || []) count += 1 + countDescendants(machine, child);
    return count;
  }

  // Search: matching states are marked, their ancestors opened, the others dimmed.
  let matchIndex = 0;
  function applySearch(machine, reveal) {
    const query = machine.search.trim().toLowerCase();
    const matches = [];
    for (const [id, box] of stateNodes) {
      const state = machine.chart.byId.get(id);
      const hit = query !== "" && (String(state.name || "").toLowerCase().includes(query) || String(id).toLowerCase().includes(query));
      box.classList.toggle("match", hit);
      box.classList.remove("has-match", "current-match");
      if (hit) matches.push(id);
    }
    for (const id of matches) {
      for (let parent = machine.chart.byId.get(id).parent; parent != null; parent = (machine.chart.byId.get(parent) || {}).parent) {
        const box = stateNodes.get(parent);
        if (!box || box.classList.contains("has-match")) break;
        box.classList.add("has-match");
      }
    }
    for (const [id, box] of stateNodes) {
      box.classList.toggle("collapsed", machine.collapsed.has(id) && !box.classList.contains("has-match"));
    }
    $("chart").classList.toggle("searching", query !== "");
    $("search-count").textContent = query === "" ? "" : matches.length === 0 ? "no state" : matches.length === 1 ? "1 state" : `${matches.length} states`;
    matchIndex = 0;
    if (reveal && matches.length) focusMatch(matches, 0);
    return matches;
  }

  function focusMatch(matches, index) {
    for (const box of document.querySelectorAll(".state.current-match")) box.classList.remove("current-match");
    const box = stateNodes.get(matches[index]);
    if (!box) return;
    box.classList.add("current-match");
    box.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  // The event log: one row per step, newest last. New steps are appended (rows have a fixed
  // height, so nothing above moves); the view follows them only when it is at the end.
  let logOwner = null; // the machine record whose rows the log holds
  const logRows = new Map(); // seq -> row

  function renderLog(machine) {
    const log = $("log");
    const atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
    const last = logRows.size ? Math.max(...logRows.keys()) : -1;
    const incremental = logOwner === machine && !machine.logReset && machine.steps.every((s) => s.seq > last || logRows.has(s.seq));
    machine.logReset = false;
    if (incremental) {
      const kept = new Set(machine.steps.map((s) => s.seq));
      let removedHeight = 0;
      for (const [seq, row] of logRows) {
        if (kept.has(seq)) continue;
        removedHeight += row.offsetHeight;
        row.remove();
        logRows.delete(seq);
      }
      const fragment = document.createDocumentFragment();
      for (const step of machine.steps) if (step.seq > last) fragment.append(logRow(step));
      log.append(fragment);
      if (removedHeight && !atEnd) log.scrollTop -= removedHeight;
    } else {
      const top = logOwner === machine ? log.scrollTop : Infinity;
      log.textContent = "";
      logRows.clear();
      logOwner = machine;
      const fragment = document.createDocumentFragment();
      for (const step of machine.steps) fragment.append(logRow(step));
      log.append(fragment);
      log.scrollTop = top === Infinity ? log.scrollHeight : top;
    }
    $("log-count").textContent = machine.steps.length > 1 ? `${machine.steps.length - 1} steps` : "no steps yet";
    if (atEnd) log.scrollTop = log.scrollHeight;
    markSelected(machine);
  }

  function logRow(step) {
    const row = el("div", `row kind-${step.kind}`);
    row.dataset.seq = String(step.seq);
    logRows.set(step.seq, row);
    row.setAttribute("role", "option");
    row.append(el("span", "c-seq", step.seq));
    row.append(el("span", "c-time", formatTime(step.time)));
    const event = el("span", "c-event");
    if (step.kind === "attached") event.textContent = "(attached)";
    else if (step.event) {
      event.append(el("span", "e-name", step.event.name));
      if (step.event.payload !== null && step.event.payload !== undefined) {
        event.append(el("span", "e-payload", JSON.stringify(step.event.payload)));
      }
    } else {
      event.append(el("span", "e-none", "no event"));
    }
    event.title = event.textContent;
    row.append(event);
    row.append(el("span", "c-kind", step.kind));
    const exited = el("span", "c-exited", step.exited.join(", "));
    const entered = el("span", "c-entered", step.kind === "attached" ? step.configuration.join(", ") : step.entered.join(", "));
    exited.title = exited.textContent;
    entered.title = entered.textContent;
    row.append(exited, entered);
    const reason = el("span", "c-reason", step.reason || "");
    reason.title = reason.textContent;
    row.append(reason);
    row.onclick = () => select(machines.get(current), step.seq);
    return row;
  }

  function formatTime(time) {
    if (!time) return "";
    const date = new Date(time);
    if (isNaN(date.getTime())) return String(time);
    const pad = (n, w) => String(n).padStart(w || 2, "0");
    return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
  }

  function markSelected(machine) {
    const last = machine.steps[machine.steps.length - 1];
    for (const row of $("log").children) {
      const seq = Number(row.dataset.seq);
      row.classList.toggle("selected", machine.selected === seq);
      row.classList.toggle("live", machine.selected === null && seq === last.seq);
    }
  }

  function select(machine, seq) {
    if (!machine) return;
    const last = machine.steps[machine.steps.length - 1];
    machine.selected = seq === null || seq === last.seq ? null : seq;
    $("restore-result").textContent = "";
    delete $("restore-result").dataset.ok;
    markSelected(machine);
    const row = $("log").querySelector(`.row[data-seq="${machine.selected === null ? last.seq : seq}"]`);
    if (row) row.scrollIntoView({ block: "nearest" });
    render();
  }

  // Driving: one button per payload-free event, always in the same place; those the active states
  // accept are enabled, the others are shown disabled. Payload events get a JSON field.
  function renderDrive(machine) {
    const live = machine.steps[machine.steps.length - 1];
    const accepts = new Set(live.accepts);
    const names = machine.events.map((e) => e.name);
    const events = machine.events.concat(live.accepts.filter((n) => !names.includes(n)).map((name) => ({ name, payload: false })));
    const allowed = machine.commands.send && !machine.detached;
    $("drive-hint").textContent = machine.detached ? "the machine is detached"
      : machine.commands.send ? "" : "this app does not take events from the page";
    const buttons = $("event-buttons");
    const key = events.map((e) => `${e.name}:${!!e.payload}`).join("|") + `#${machine.id}`;
    if (buttons.dataset.key !== key) {
      buttons.dataset.key = key;
      buttons.textContent = "";
      $("payload-events").textContent = "";
      $("send-result").textContent = events.length ? "The active states' events are enabled." : "The app lists no events.";
      delete $("send-result").dataset.ok;
      for (const event of events) {
        if (event.payload) $("payload-events").append(payloadRow(event.name));
        else {
          const button = el("button", "event", event.name);
          button.type = "button";
          button.dataset.event = event.name;
          button.onclick = () => sendEvent(machines.get(current), event.name, null);
          buttons.append(button);
        }
      }
    }
    for (const button of buttons.querySelectorAll("button.event")) {
      const accepted = accepts.has(button.dataset.event);
      button.disabled = !allowed || !accepted;
      button.classList.toggle("accepted", accepted);
      button.title = accepted ? `send ${button.dataset.event}` : `the active states do not accept ${button.dataset.event}`;
    }
    for (const row of $("payload-events").querySelectorAll(".payload-row")) {
      const accepted = accepts.has(row.dataset.event);
      row.classList.toggle("accepted", accepted);
      row.querySelector("button").disabled = !allowed || !accepted;
    }
  }

  function payloadRow(name) {
    const row = el("form", "payload-row");
    row.dataset.event = name;
    row.append(el("label", "p-name", name));
    const input = el("input", "p-json");
    input.placeholder = "JSON, e.g. {\"_0\": 3}";
    input.spellcheck = false;
    input.setAttribute("aria-label", `payload of ${name}, as JSON`);
    const button = el("button", "event", "send");
    button.type = "submit";
    row.append(input, button);
    row.onsubmit = (event) => {
      event.preventDefault();
      let payload;
      try { payload = JSON.parse(input.value); } catch (e) {
        input.classList.add("invalid");
        return commandResult("send-result", false, `${name}: the payload is not JSON (${e.message})`);
      }
      input.classList.remove("invalid");
      sendEvent(machines.get(current), name, payload);
    };
    return row;
  }

  // The step panel: the shown step's facts, configuration and context, and "Restore here".
  function renderStep(machine, step) {
    const last = machine.steps[machine.steps.length - 1];
    const live = machine.selected === null;
    $("step-title").textContent = `Step ${step.seq}` + (step.kind === "attached" ? " · attached" : "") + (live ? " · live" : "");
    const facts = $("step-facts");
    facts.textContent = "";
    const fact = (term, value, className) => {
      facts.append(el("dt", null, term));
      facts.append(el("dd", className || null, value));
    };
    if (step.kind !== "attached") {
      fact("event", step.event ? step.event.name + (step.event.payload != null ? " " + JSON.stringify(step.event.payload) : "") : "(none: a start, restore or timer step)");
      fact("kind", step.kind, `kind-${step.kind}`);
      if (step.reason) fact("reason", step.reason, "reason");
      fact("exited", step.exited.join(", ") || "—");
      fact("entered", step.entered.join(", ") || "—");
    }
    fact("time", formatTime(step.time) || "—");
    const list = $("step-configuration");
    list.textContent = "";
    for (const id of step.configuration) list.append(el("li", null, id));
    $("step-context").textContent = step.context === null ? "(the app sends no context)" : JSON.stringify(step.context, null, 2);
    // The app decides: a step it keeps no snapshot of, or an app that allows no restores, still
    // gets the button, and the page shows the app's answer (and says beforehand what to expect).
    const button = $("restore");
    button.disabled = live || step.seq === last.seq || machine.detached;
    const expected = !machine.commands.restore ? "this app has not allowed restores: it will refuse"
      : !step.restorable ? "the app kept no snapshot of this step: it will refuse" : "";
    button.classList.toggle("primary", !button.disabled && expected === "");
    button.title = live ? "select an earlier step in the log to restore it"
      : expected || `ask the app to restore the snapshot of step ${step.seq}`;
    const resultLine = $("restore-result");
    if (resultLine.dataset.ok !== "true" && resultLine.dataset.ok !== "false" && resultLine.dataset.ok !== "pending") {
      resultLine.textContent = live ? "Select an earlier step in the log to restore it."
        : expected || `Restore here asks the app to go back to step ${step.seq}.`;
    }
  }

  // ---------------------------------------------------------------- controls

  function wire() {
    $("back-to-live").onclick = () => select(machines.get(current), null);
    $("restore").onclick = () => {
      const machine = machines.get(current);
      if (machine && machine.selected !== null) restore(machine, machine.selected);
    };
    $("search").addEventListener("input", () => {
      const machine = machines.get(current);
      if (!machine) return;
      machine.search = $("search").value;
      applySearch(machine, true);
      highlight(machine, shownStep(machine));
    });
    $("search").addEventListener("keydown", (event) => {
      const machine = machines.get(current);
      if (!machine) return;
      if (event.key === "Escape") { $("search").value = ""; machine.search = ""; applySearch(machine, false); highlight(machine, shownStep(machine)); }
      if (event.key === "Enter") {
        const matches = [...stateNodes.keys()].filter((id) => stateNodes.get(id).classList.contains("match"));
        if (matches.length) { matchIndex = (matchIndex + (event.shiftKey ? matches.length - 1 : 1)) % matches.length; focusMatch(matches, matchIndex); }
      }
    });
    $("show-transitions").onchange = () => $("chart").classList.toggle("no-transitions", !$("show-transitions").checked);
    $("expand-all").onclick = () => {
      const machine = machines.get(current);
      if (!machine) return;
      machine.collapsed.clear();
      applySearch(machine, false);
      highlight(machine, shownStep(machine));
    };
    $("collapse-all").onclick = () => {
      const machine = machines.get(current);
      if (!machine) return;
      for (const state of machine.chart.states) {
        if (state.parent != null && (machine.chart.children.get(state.id) || []).length) machine.collapsed.add(state.id);
      }
      applySearch(machine, false);
      highlight(machine, shownStep(machine));
    };
    $("log").addEventListener("keydown", (event) => {
      const machine = machines.get(current);
      if (!machine) return;
      const seqs = machine.steps.map((s) => s.seq);
      const at = seqs.indexOf(machine.selected === null ? seqs[seqs.length - 1] : machine.selected);
      if (event.key === "ArrowUp" && at > 0) { select(machine, seqs[at - 1]); event.preventDefault(); }
      if (event.key === "ArrowDown" && at < seqs.length - 1) { select(machine, seqs[at + 1]); event.preventDefault(); }
      if (event.key === "Escape") select(machine, null);
    });
    document.addEventListener("keydown", (event) => {
      if (event.key === "/" && document.activeElement.tagName !== "INPUT") { event.preventDefault(); $("search").focus(); }
    });
  }

  // The hook for tests and other tools: feed protocol messages without a server, read what the
  // page sent. `receive` renders at once, so a test can read the DOM right after it.
  window.statekitInspector = {
    protocol: PROTOCOL,
    receive(message) {
      handle(typeof message === "string" ? JSON.parse(message) : message);
      render();
    },
    sent,
    select(seq) { select(machines.get(current), seq); },
    show(machineId) { if (machines.has(machineId)) { current = machineId; chartDirty = true; logDirty = true; render(); } },
  };

  wire();
  render();
  connect(500);
})();

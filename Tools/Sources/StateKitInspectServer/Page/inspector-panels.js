// StateKit Inspector page, 3 of 4: rendering the machine tabs, the event log, the driving panel
// and the selected step.
"use strict";

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
  if (chartDirty) { chartDirty = false; renderChart(machine); }
  if (logDirty) { renderLog(machine); logDirty = false; }
  if (sequenceShown && (sequenceDirty || logDirty)) { renderSequence(machine); sequenceDirty = false; }
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

// The event log: one row per step, newest last. New steps are appended (rows have a fixed
// height, so nothing above moves); the view follows them only when it is at the end.
// The event log: one row per step, newest last, drawn only where the log is scrolled to (rows
// have a fixed height; a spacer gives the log its full height), so that a step costs the same
// whether the log holds 10 steps or 1,000. The view follows new steps when it is at the end.
let logOwner = null; // the machine record whose rows the log holds
const logRows = new Map(); // seq -> row, of the rows drawn
const ROW_HEIGHT = 27; // .row's fixed height (inspector.css)
const ROWS_AROUND = 20; // rows drawn above and below what is seen

function renderLog(machine) {
  const log = $("log");
  let spacer = log.querySelector(".log-spacer");
  const atEnd = !spacer || log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
  if (!spacer) {
    spacer = el("div", "log-spacer");
    log.append(spacer);
  }
  if (logOwner !== machine || machine.logReset) {
    for (const row of logRows.values()) row.remove();
    logRows.clear();
    markedRows.clear();
  }
  const switched = logOwner !== machine;
  const scrollBack = switched ? machine.logScroll : null;
  if (logOwner && logOwner !== machine) logOwner.logScroll = log.scrollTop;
  machine.logReset = false;
  logOwner = machine;
  spacer.style.height = `${machine.steps.length * ROW_HEIGHT}px`;
  if (scrollBack !== null && scrollBack !== undefined && machine.selected !== null) log.scrollTop = scrollBack;
  else if (atEnd || scrollBack === undefined) log.scrollTop = log.scrollHeight;
  drawVisibleRows(machine);
  // Only steps that arrived while the machine was shown count (not those it gathered hidden).
  if (switched) machine.measuredSeq = machine.steps[machine.steps.length - 1].seq;
  measureStepToRow(machine);
  $("log-count").textContent = machine.steps.length > 2 ? `${machine.steps.length - 1} steps` : machine.steps.length === 2 ? "1 step" : "no steps yet";
  markSelected(machine);
}

// The time from each step in the app to its row on the page (the app's and the page's clocks
// are the same computer's), for the steps that arrived while their machine was shown; the last
// 10,000 are kept for the browser tests' measurements (`statekitInspector.measurements()`).
const stepToRow = [];
function measureStepToRow(machine) {
  const now = Date.now();
  for (let i = machine.steps.length - 1; i > 0 && machine.steps[i].seq > (machine.measuredSeq || 0); i--) {
    const at = Date.parse(machine.steps[i].time);
    if (!isNaN(at)) stepToRow.push(now - at);
  }
  machine.measuredSeq = machine.steps[machine.steps.length - 1].seq;
  if (stepToRow.length > 10000) stepToRow.splice(0, stepToRow.length - 10000);
}

// The rows of the steps in view (and ROWS_AROUND around), made or moved; the others removed.
function drawVisibleRows(machine) {
  const log = $("log");
  const steps = machine.steps;
  const first = Math.max(0, Math.floor(log.scrollTop / ROW_HEIGHT) - ROWS_AROUND);
  const last = Math.min(steps.length - 1, Math.ceil((log.scrollTop + log.clientHeight) / ROW_HEIGHT) + ROWS_AROUND);
  const wanted = new Map();
  for (let i = first; i <= last; i++) wanted.set(steps[i].seq, i);
  for (const [seq, row] of logRows) {
    if (wanted.has(seq)) continue;
    row.remove();
    logRows.delete(seq);
    markedRows.delete(row);
  }
  const fragment = document.createDocumentFragment();
  for (const [seq, index] of wanted) {
    let row = logRows.get(seq);
    if (!row) {
      row = logRow(steps[index]);
      fragment.append(row);
    }
    row.style.top = `${index * ROW_HEIGHT}px`;
  }
  log.append(fragment);
}

function scrollToStep(machine, seq) {
  const log = $("log");
  const index = machine.steps.findIndex((s) => s.seq === seq);
  if (index < 0) return;
  const top = index * ROW_HEIGHT;
  if (top < log.scrollTop) log.scrollTop = top;
  else if (top + ROW_HEIGHT > log.scrollTop + log.clientHeight) log.scrollTop = top + ROW_HEIGHT - log.clientHeight;
  drawVisibleRows(machine);
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
  else if (step.restoredTo !== null && step.restoredTo !== undefined) event.append(el("span", "e-restore", `restored to step ${step.restoredTo}`));
  else if (step.event) {
    event.append(el("span", "e-name", step.event.name));
    if (step.event.payload !== null && step.event.payload !== undefined) {
      event.append(el("span", "e-payload", JSON.stringify(step.event.payload)));
    } else if (step.event.truncated) {
      event.append(el("span", "e-payload", "(payload too large to send)"));
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
  const reason = el("span", step.reason ? "c-reason" : "c-reason note", step.reason || treeNote(step));
  reason.title = reason.textContent;
  row.append(reason);
  row.onclick = () => select(machines.get(current), step.seq);
  return row;
}

// What a step did in the tree: the machine that sent its event, the children it started and ended.
function treeNote(step) {
  const notes = [];
  if (step.cause) {
    const sender = machines.get(step.cause.machine);
    const kind = { toChild: "sent by", message: "message from", done: "done from", error: "error from" }[step.cause.kind] || "from";
    notes.push(`${kind} ${sender ? sender.name : step.cause.machine} #${step.cause.seq}${step.cause.delayed ? " (delayed)" : ""}`);
  }
  if (step.children) {
    for (const child of step.children.started || []) notes.push(`started ${child.id}`);
    for (const child of step.children.ended || []) notes.push(`${child.how || "ended"} ${child.id}`);
  }
  return notes.join(" · ");
}

function formatTime(time) {
  if (!time) return "";
  const date = new Date(time);
  if (isNaN(date.getTime())) return String(time);
  const pad = (n, w) => String(n).padStart(w || 2, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

const markedRows = new Set(); // the rows marked selected or live now
function markSelected(machine) {
  for (const row of markedRows) row.classList.remove("selected", "live");
  markedRows.clear();
  const last = machine.steps[machine.steps.length - 1];
  const row = logRows.get(machine.selected === null ? last.seq : machine.selected);
  if (!row) return;
  row.classList.add(machine.selected === null ? "live" : "selected");
  markedRows.add(row);
}

function select(machine, seq) {
  if (!machine) return;
  const last = machine.steps[machine.steps.length - 1];
  machine.selected = seq === null || seq === last.seq ? null : seq;
  $("restore-result").textContent = "";
  delete $("restore-result").dataset.ok;
  markSelected(machine);
  if (machine === logOwner) scrollToStep(machine, machine.selected === null ? last.seq : seq);
  render();
}

// Driving: one button per payload-free event, always in the same place; those the active states
// accept are enabled, the others are shown disabled. Payload events get a JSON field, and any
// other name can be typed. A machine that lists no events (a chart of string events, as SCXML's)
// gets the events its chart's transitions name, accepted when an active state has a transition.
function renderDrive(machine) {
  const live = machine.steps[machine.steps.length - 1];
  const fromChart = machine.events.length === 0 && live.accepts.length === 0;
  const accepts = fromChart ? chartAccepts(machine, live.configuration) : new Set(live.accepts);
  const names = machine.events.map((e) => e.name);
  const events = fromChart ? chartEvents(machine)
    : machine.events.concat(live.accepts.filter((n) => !names.includes(n)).map((name) => ({ name, payload: false })));
  const allowed = machine.commands.send && !machine.detached;
  $("drive-hint").textContent = machine.detached ? "the machine is detached"
    : machine.commands.send ? "" : "this app does not take events from the page";
  const buttons = $("event-buttons");
  const key = events.map((e) => `${e.name}:${!!e.payload}`).join("|") + `#${machine.id}${machine.detached ? ":gone" : ""}`;
  if (buttons.dataset.key !== key) {
    buttons.dataset.key = key;
    buttons.textContent = "";
    $("payload-events").textContent = "";
    $("send-result").textContent = machine.detached ? "The machine is gone: it takes no events."
      : events.length ? "The active states' events are enabled." : "This machine lists no events the page could send.";
    delete $("send-result").dataset.ok;
    const list = $("chart-events");
    list.textContent = "";
    for (const event of events) {
      const option = el("option");
      option.value = event.name;
      list.append(option);
    }
    for (const event of events) {
      if (event.payload) $("payload-events").append(payloadRow(event.name, event.fields));
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
  $("any-event-send").disabled = !allowed;
}

// Event names a page can send, from the chart: not timers (`after 2 s`), wildcards or the
// events a machine raises itself (`done.…`, `error.…`).
function sendableName(name) {
  return !!name && !/[\s*]/.test(name) && !/^(done|error)\./.test(name);
}

function chartEvents(machine) {
  const names = new Set();
  for (const transitions of machine.chart.outgoing.values()) {
    for (const transition of transitions) if (sendableName(transition.event)) names.add(transition.event);
  }
  return [...names].map((name) => ({ name, payload: false }));
}

function chartAccepts(machine, configuration) {
  const accepts = new Set();
  for (const id of activeSet(machine, configuration)) {
    for (const transition of machine.chart.outgoing.get(id) || []) accepts.add(transition.event);
  }
  return accepts;
}

// The payload's shape as the app told it: one unlabelled value is typed as it is.
function payloadHint(fields) {
  if (!Array.isArray(fields)) return "a value (7, \"text\", [1,2]) or the case's fields {\"message\": …}";
  if (fields.length === 1 && fields[0].startsWith("_0: ")) return fields[0].slice(4) + ", as JSON";
  return "{" + fields.map((f) => { const [label, kind] = f.split(": "); return `"${label}": ${kind}`; }).join(", ") + "}";
}

function payloadRow(name, fields) {
  const row = el("form", "payload-row");
  row.dataset.event = name;
  row.append(el("label", "p-name", name));
  const input = el("input", "p-json");
  input.placeholder = payloadHint(fields);
  input.title = `the payload of ${name}: ${payloadHint(fields)}`;
  input.spellcheck = false;
  input.setAttribute("aria-label", `payload of ${name}, as JSON`);
  const button = el("button", "event", "send");
  button.type = "submit";
  row.append(input, button);
  row.onsubmit = (event) => {
    event.preventDefault();
    const payload = payloadFrom(input, name);
    if (payload !== undefined) sendEvent(machines.get(current), name, payload);
  };
  return row;
}

// The JSON typed in `input` (`empty` when nothing is typed and `empty` is given), or undefined
// after saying why it is not JSON: nothing is sent then.
function payloadFrom(input, name, empty) {
  const text = input.value.trim();
  if (text === "" && empty !== undefined) return empty;
  try {
    const payload = JSON.parse(text);
    input.classList.remove("invalid");
    return payload;
  } catch (e) {
    input.classList.add("invalid");
    commandResult("send-result", false, `${name}: the payload is not JSON (${e.message})`);
    return undefined;
  }
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
    fact("event", step.restoredTo != null ? `none: restored to step ${step.restoredTo}`
      : step.event ? step.event.name + (step.event.payload != null ? " " + JSON.stringify(step.event.payload) : "") : "none (a start or timer step)");
    const note = treeNote(step);
    if (note) fact("machines", note);
    fact("kind", step.kind, `kind-${step.kind}`);
    if (step.reason) fact("reason", step.reason, "reason");
    fact("exited", step.exited.join(", ") || "—");
    fact("entered", step.entered.join(", ") || "—");
  }
  fact("time", formatTime(step.time) || "—");
  const list = $("step-configuration");
  list.textContent = "";
  for (const id of step.configuration) list.append(el("li", null, id));
  $("step-context").textContent = step.truncated ? "(the context was too large to send: left out)"
    : step.context === null ? "(the app sends no context)" : JSON.stringify(step.context, null, 2);
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

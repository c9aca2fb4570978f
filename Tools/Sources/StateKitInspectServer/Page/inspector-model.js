// StateKit Inspector page, 1 of 4: what the page knows (machines, their charts and steps), the
// commands it sends and its connection. Speaks protocol 2 (the Inspector Protocol article) over
// ws://<this host>/page. Plain scripts sharing one global scope, loaded in order by index.html;
// no build step, nothing loaded from elsewhere. App data goes into the page as text, never as HTML.
"use strict";

const PROTOCOL = 2;
const STEP_LIMIT = 1000; // as many steps per machine as the server keeps
const AUTO_COLLAPSE_OVER = 80; // charts with more states start collapsed below the second level
const ENDED_KEPT = 200; // ended child machines the tree keeps (their logs too), the oldest go first

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
let treeDirty = false;
let sequenceDirty = false;
let arrivals = 0;
let sequenceShown = false; // the log panel shows the sequence view instead of the log

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
  // The same machine again (a replay after reconnecting), or a detached one with the same name
  // and app coming back under a new id (the app or the tool restarted): it keeps its tab.
  const name = msg.name || msg.machine;
  const app = msg.app == null ? "" : String(msg.app);
  let previous = machines.get(msg.machine);
  if (!previous) {
    previous = [...machines.values()].find((m) => m.detached && !m.parent && !msg.parent && m.name === name && m.app === app);
  }
  const machine = {
    id: msg.machine,
    name,
    app,
    parent: msg.parent && typeof msg.parent === "object" ? msg.parent : null, // {machine, id, how, seq}
    endReason: null, // why it went: finished, stopped, detached, disconnected
    chartKey: JSON.stringify(chart), // machines of one chart share their drawings
    drawing: null, // the chart laid out by Graphviz: {key, svg}
    chart: { states, transitions: Array.isArray(chart.transitions) ? chart.transitions : [], truncated: !!chart.truncated, byId, children, outgoing },
    events: Array.isArray(msg.events) ? msg.events : [],
    commands: Object.assign({ send: false, restore: false }, msg.commands || {}),
    steps: [{
      seq: typeof msg.seq === "number" ? msg.seq : 0, kind: "attached", time: msg.time || null, event: null,
      exited: [], entered: [], configuration: msg.configuration || [],
      accepts: msg.accepts || [], context: msg.context === undefined ? null : msg.context,
      truncated: !!msg.truncated,
      restorable: msg.restorable !== false,
    }],
    detached: false,
    selected: null, // seq of the step shown, or null for live
    collapsed: previous ? previous.collapsed : initialCollapse(states, byId),
    search: previous ? previous.search : "",
    unseen: 0,
  };
  if (previous && previous.id !== machine.id) {
    const entries = [...machines.entries()].map(([id, m]) => (m === previous ? [machine.id, machine] : [id, m]));
    machines.clear();
    for (const [id, m] of entries) machines.set(id, m);
    if (current === previous.id) current = machine.id;
  } else {
    machines.set(machine.id, machine);
  }
  if (current === null || current === machine.id) {
    current = machine.id;
    chartDirty = true;
  }
  logDirty = true;
  treeDirty = true;
  forgetEndedMachines();
}

// Ended children stay in the tree, greyed, with their logs, up to ENDED_KEPT of them.
function forgetEndedMachines() {
  const ended = [...machines.values()].filter((m) => m.detached && m.parent && m.id !== current);
  for (const machine of ended.slice(0, Math.max(0, ended.length - ENDED_KEPT))) machines.delete(machine.id);
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
    truncated: !!msg.truncated,
    cause: msg.cause && typeof msg.cause === "object" ? msg.cause : null,
    children: msg.children && typeof msg.children === "object" ? msg.children : null,
    restoredTo: typeof msg.restoredTo === "number" ? msg.restoredTo : null,
    transitions: Array.isArray(msg.transitions) ? msg.transitions : [],
  };
  step.arrival = ++arrivals; // the order steps came in: the order the app took them, across its machines
  if (step.cause || step.children) sequenceDirty = true;
  const steps = machine.steps;
  const last = steps[steps.length - 1];
  // A gap: the server dropped steps this page was too slow for, and still keeps them.
  if (last && step.seq > last.seq + 1 && machine.gapAfter == null) machine.gapAfter = last.seq;
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
    askForMissedSteps(machine);
  } else {
    machine.unseen++;
  }
}

// Asks the server once for the steps of a gap (for the machine shown; another when it is shown).
function askForMissedSteps(machine) {
  if (machine.gapAfter == null || !socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: "replay", machine: machine.id, after: machine.gapAfter }));
  machine.gapAfter = null;
}

function handle(msg) {
  if (!msg || typeof msg !== "object") return;
  switch (msg.type) {
    case "hello":
      if (msg.protocol !== undefined && msg.protocol !== PROTOCOL) {
        notice(`This statekit inspect speaks inspector protocol ${msg.protocol}, and this page ${PROTOCOL}: reload the page.`, "error", true);
      }
      break;
    case "attached": attach(msg); break;
    case "step": addStep(msg); break;
    case "detached": {
      const machine = machines.get(msg.machine);
      if (machine) {
        machine.detached = true;
        machine.endReason = msg.reason || "detached";
        treeDirty = true;
        sequenceDirty = true;
      }
      break;
    }
    case "layout": laidOut(msg); break;
    case "result": result(msg); break;
    case "error": notice(msg.message || "error", "error", /protocol/.test(msg.message || "")); break;
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
    // Restored: the machine now stands where the selected step did, so the page goes back to live.
    const machine = machines.get(command.machine);
    if (msg.ok && machine && machine.id === current && machine.selected === command.seq) select(machine, null);
    commandResult("restore-result", !!msg.ok, msg.ok ? `restored to step ${command.seq}` : `restore to step ${command.seq} refused${reason}`);
  }
}

function commandResult(elementId, ok, text) {
  const node = $(elementId);
  node.textContent = text;
  node.dataset.ok = ok === null ? "pending" : String(ok);
}

let noticeTimer = null;
// A notice shows for 8 s; a lasting one (a protocol mismatch) stays until the page is reloaded.
function notice(text, kind, lasting) {
  const node = $("notice");
  if (node.dataset.lasting === "true" && !lasting) return;
  node.textContent = text;
  node.dataset.kind = kind || "info";
  node.dataset.lasting = String(!!lasting);
  node.classList.add("shown");
  clearTimeout(noticeTimer);
  if (!lasting) noticeTimer = setTimeout(() => node.classList.remove("shown"), 8000);
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
    // What the machines do now is unknown until the server is back and replays them.
    for (const machine of machines.values()) machine.detached = true;
    scheduleRender();
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

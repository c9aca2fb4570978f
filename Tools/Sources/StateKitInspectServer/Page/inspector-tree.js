// StateKit Inspector page: the tree of machines (each child under its parent, following its
// lifetime) and the sequence view of the events between the machines of a tree.
"use strict";

// ---------------------------------------------------------------- the tree of machines

// Machines in tree order: each root in the order it attached, its children under it.
function treeOrder() {
  const kids = new Map();
  const roots = [];
  for (const machine of machines.values()) {
    const parent = machine.parent && machines.has(machine.parent.machine) ? machine.parent.machine : null;
    if (parent === null) roots.push(machine);
    else {
      if (!kids.has(parent)) kids.set(parent, []);
      kids.get(parent).push(machine);
    }
  }
  const order = [];
  const walk = (machine, depth) => {
    if (depth > 100) return;
    order.push({ machine, depth });
    for (const kid of kids.get(machine.id) || []) walk(kid, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return order;
}

// Entries are kept and updated in place (one rebuilt under the pointer would lose the click);
// they are made again only when machines come or go.
function renderTabs() {
  const tabs = $("machine-tabs");
  const order = treeOrder();
  const key = JSON.stringify(order.map((e) => [e.machine.id, e.depth]));
  if (tabs.dataset.ids !== key) {
    tabs.dataset.ids = key;
    tabs.textContent = "";
    for (const { machine, depth } of order) {
      const tab = el("button", "machine-tab");
      tab.type = "button";
      tab.setAttribute("role", "treeitem");
      tab.dataset.machine = machine.id;
      tab.dataset.depth = String(depth);
      tab.style.paddingLeft = `${8 + depth * 14}px`;
      if (depth > 0) tab.append(el("span", "tab-branch", "└"));
      tab.append(el("span", "tab-name"), el("span", "tab-app"), el("span", "tab-flag"));
      const id = machine.id;
      tab.onclick = () => show(id);
      tabs.append(tab);
    }
  }
  $("machine-count").textContent = machines.size > 1 ? String(machines.size) : "";
  for (const tab of tabs.children) {
    const machine = machines.get(tab.dataset.machine);
    const name = tab.querySelector(".tab-name");
    const app = tab.querySelector(".tab-app");
    const flag = tab.querySelector(".tab-flag");
    tab.setAttribute("aria-selected", String(machine.id === current));
    tab.classList.toggle("detached", machine.detached);
    tab.classList.toggle("child", !!machine.parent);
    const how = machine.parent ? ` · ${machine.parent.how} by its parent's step ${machine.parent.seq}` : "";
    tab.title = `${machine.name} (${machine.id})${how}`;
    name.textContent = machine.name;
    app.textContent = machine.parent ? "" : machine.app;
    const unseen = machine.unseen > 0 && machine.id !== current;
    flag.textContent = machine.detached ? (machine.endReason || "detached") : unseen ? `+${machine.unseen}` : "";
    flag.classList.toggle("new", !machine.detached && unseen);
    flag.hidden = flag.textContent === "";
  }
}

function show(machineId) {
  if (!machines.has(machineId)) return;
  current = machineId;
  chartDirty = true;
  logDirty = true;
  sequenceDirty = true;
  askForMissedSteps(machines.get(machineId));
  render();
}

// ---------------------------------------------------------------- the sequence view

const SEQUENCE_ARROWS = 400; // the latest arrows drawn
const LANE_WIDTH = 150;
const ARROW_HEIGHT = 26;
let selectedArrow = null; // "sender:seq>receiver:seq"

// The machines of the shown machine's tree, root first, in tree order.
function treeOf(machine) {
  let root = machine;
  for (let hops = 0; root.parent && machines.has(root.parent.machine) && hops < 100; hops++) root = machines.get(root.parent.machine);
  const order = treeOrder();
  const start = order.findIndex((e) => e.machine === root);
  const members = [];
  for (let i = start; i < order.length && (i === start || order[i].depth > order[start].depth); i++) members.push(order[i].machine);
  return members;
}

// Every arrow between machines of the tree: a child started, an event sent to a child, a
// message, done or error event to a parent — each from the sender's step to the receiver's.
function sequenceArrows(members) {
  const ids = new Set(members.map((m) => m.id));
  const order = causalOrder(members);
  const arrows = [];
  for (const machine of members) {
    if (machine.parent && ids.has(machine.parent.machine)) {
      arrows.push({ from: machine.parent.machine, fromSeq: machine.parent.seq, to: machine.id, toSeq: machine.steps[0].seq + 1,
        label: `${machine.parent.how === "spawned" ? "spawn" : "invoke"} ${machine.name}`, kind: "start",
        time: (machine.steps[1] || {}).time || "", arrival: (order.get(`${machine.id}:${(machine.steps[1] || {}).seq}`) || 0) - 0.5 });
    }
    for (const step of machine.steps) {
      if (!step.cause || !ids.has(step.cause.machine)) continue;
      const name = step.event ? step.event.name : "";
      arrows.push({ from: step.cause.machine, fromSeq: step.cause.seq, to: machine.id, toSeq: step.seq,
        label: name + (step.cause.delayed ? " (delayed)" : ""), kind: step.cause.kind, time: step.time || "",
        arrival: order.get(`${machine.id}:${step.seq}`) || 0 });
    }
    if (machine.endReason && machine.parent && ids.has(machine.parent.machine) && machine.endReason !== "finished") {
      const last = machine.steps[machine.steps.length - 1];
      arrows.push({ from: machine.parent.machine, fromSeq: null, to: machine.id, toSeq: last.seq,
        label: `${machine.endReason} ${machine.name}`, kind: "stop", time: last.time ? last.time + "~" : "~",
        arrival: (order.get(`${machine.id}:${last.seq}`) || 0) + 0.5 });
    }
  }
  // In time order; within a millisecond, causes before what they caused.
  arrows.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.arrival - b.arrival));
  return arrows.slice(-SEQUENCE_ARROWS);
}

const SVG = "http://www.w3.org/2000/svg";
function svgEl(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

function renderSequence(machine) {
  const view = $("sequence");
  const members = treeOf(machine);
  const arrows = sequenceArrows(members);
  view.textContent = "";
  if (members.length < 2 && arrows.length === 0) {
    view.append(el("p", "sequence-empty", "This machine has no children: the sequence view shows the events between the machines of a tree (a parent and the machines it invokes or spawns)."));
    return;
  }
  const lane = new Map(members.map((m, i) => [m.id, i]));
  const width = Math.max(members.length * LANE_WIDTH, 300);
  const height = 8 + arrows.length * ARROW_HEIGHT + 10;
  const svg = svgEl("svg", { width, height, class: "sequence-svg", role: "img", "aria-label": "events between the machines of this tree" });
  const defs = svgEl("defs");
  const marker = svgEl("marker", { id: "seq-head", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" });
  marker.append(svgEl("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "seq-head" }));
  defs.append(marker);
  svg.append(defs);
  // The machines' names stay in view above their lifelines as the arrows scroll.
  const heads = el("div", "seq-heads");
  heads.style.width = `${width}px`;
  members.forEach((member, i) => {
    const x = i * LANE_WIDTH + LANE_WIDTH / 2;
    const head = el("span", `seq-lane-name${member.id === current ? " current" : ""}${member.detached ? " ended" : ""}`, member.name);
    head.style.left = `${i * LANE_WIDTH}px`;
    head.style.width = `${LANE_WIDTH}px`;
    head.title = `${member.name} (${member.id})${member.endReason ? " · " + member.endReason : ""}`;
    head.dataset.machine = member.id;
    head.onclick = () => show(member.id);
    heads.append(head);
    svg.append(svgEl("line", { x1: x, y1: 0, x2: x, y2: height, class: `seq-lifeline${member.detached ? " ended" : ""}` }));
  });
  arrows.forEach((arrow, i) => {
    const y = 8 + i * ARROW_HEIGHT + ARROW_HEIGHT / 2;
    const x1 = lane.get(arrow.from) * LANE_WIDTH + LANE_WIDTH / 2;
    const x2 = lane.get(arrow.to) * LANE_WIDTH + LANE_WIDTH / 2;
    const key = `${arrow.from}:${arrow.fromSeq}>${arrow.to}:${arrow.toSeq}`;
    const group = svgEl("g", { class: `seq-arrow kind-${arrow.kind}${key === selectedArrow ? " selected" : ""}`, "data-key": key,
      "data-from": `${arrow.from}:${arrow.fromSeq}`, "data-to": `${arrow.to}:${arrow.toSeq}` });
    const self = x1 === x2;
    const end = self ? x1 : x2 + (x2 > x1 ? -4 : 4);
    group.append(svgEl("rect", { x: Math.min(x1, x2) - 6, y: y - ARROW_HEIGHT / 2, width: Math.abs(x2 - x1) + 12, height: ARROW_HEIGHT, class: "seq-hit" }));
    group.append(svgEl("line", { x1, y1: y + 4, x2: end, y2: y + 4, "marker-end": "url(#seq-head)", class: "seq-line" }));
    group.append(svgEl("text", { x: (x1 + x2) / 2, y: y - 1, "text-anchor": "middle", class: "seq-label" }, arrow.label));
    const fromName = (machines.get(arrow.from) || {}).name || arrow.from;
    const toName = (machines.get(arrow.to) || {}).name || arrow.to;
    group.append(svgEl("title", {}, `${arrow.kind}: ${fromName}${arrow.fromSeq === null ? "" : ` step ${arrow.fromSeq}`} → ${toName} step ${arrow.toSeq}`));
    group.onclick = () => selectArrow(arrow, key);
    svg.append(group);
  });
  view.append(heads, svg);
  if (!selectedArrow) view.scrollTop = view.scrollHeight;
}

// A Lamport clock of each step ("machine:seq"): one more than its machine's step before and the
// step that sent its event, so that a cause sorts before what it caused however the steps came
// (an app sends the steps it kept before a server connected machine by machine).
function causalOrder(members) {
  const clock = new Map();
  for (let pass = 0; pass < 50; pass++) {
    let changed = false;
    for (const machine of members) {
      let previous = 0;
      for (const step of machine.steps) {
        const key = `${machine.id}:${step.seq}`;
        const cause = step.cause ? clock.get(`${step.cause.machine}:${step.cause.seq}`) || 0 : 0;
        const value = Math.max(previous, cause) + 1;
        if (clock.get(key) !== value) { clock.set(key, value); changed = true; }
        previous = value;
      }
    }
    if (!changed) break;
  }
  return clock;
}

// Clicking an arrow selects the sender's step and the receiver's, and shows the receiver.
function selectArrow(arrow, key) {
  selectedArrow = key;
  const sender = machines.get(arrow.from);
  if (sender && arrow.fromSeq !== null && sender.steps.some((s) => s.seq === arrow.fromSeq)) {
    const last = sender.steps[sender.steps.length - 1];
    sender.selected = arrow.fromSeq === last.seq ? null : arrow.fromSeq;
  }
  const receiver = machines.get(arrow.to);
  if (!receiver) return;
  current = receiver.id;
  chartDirty = true;
  logDirty = true;
  sequenceDirty = true;
  render();
  select(receiver, arrow.toSeq);
}

// StateKit Inspector page, 2 of 4: the chart as nested boxes, the active configuration, collapse
// and search.
"use strict";

// The chart: nested boxes, one per state; kept between steps so that a step only changes classes.
let stateNodes = new Map();

function renderChart(machine) {
  const chart = $("chart");
  // Drawn with arrows and about to be drawn again (a state opened or closed): the drawing stays
  // until the new one arrives.
  if (arrowsWanted && layouts.available !== false && chart.classList.contains("arrows") && chart.dataset.machine === machine.id
      && !drawings.has(layoutKey(machine)) && socket && socket.readyState === WebSocket.OPEN) {
    requestLayout(machine, layoutKey(machine));
    return;
  }
  chart.dataset.machine = machine.id;
  chart.textContent = "";
  chart.classList.remove("arrows");
  stateNodes = new Map();
  $("chart-truncated").hidden = !machine.chart.truncated;
  const arrows = arrowsReady(machine) && renderArrows(machine, chart);
  chartHint(machine, arrows);
  if (arrows) {
    $("search").value = machine.search;
    applySearch(machine, false);
    return;
  }
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
  markTaken(step);
  for (const [id, box] of stateNodes) {
    box.classList.toggle("active", active.has(id));
    box.classList.toggle("entered", entered.has(id));
    if (box instanceof SVGElement) continue;
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
  // Drawn with arrows, a search that must open closed states asks for another layout.
  if ($("chart").classList.contains("arrows") && layoutKey(machine) !== machine.drawnKey) {
    chartDirty = true;
    scheduleRender();
  }
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
    if (box instanceof SVGElement) continue;
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

// StateKit Inspector page: the chart with arrows, laid out by Graphviz on the server (the
// `layout` message). The page asks for a machine's chart with its closed states; the server
// answers with SVG whose states are `s<N>` (boxes `c<N>`) and transitions `t<N>`, places in the
// chart's lists. Without Graphviz the page draws its nested boxes and says how to get arrows.
"use strict";

const layouts = { available: null, message: "", pending: new Map(), counter: 0 };
const drawings = new Map(); // chart key + closed states -> svg text, shared by machines of one chart
let arrowsWanted = true; // the "arrows" box of the chart's tools

function layoutKey(machine) {
  return machine.chartKey + "#" + [...effectiveCollapsed(machine)].sort().join(",");
}

// The states drawn closed: those collapsed, but for the ancestors of a search's matches.
function effectiveCollapsed(machine) {
  const query = machine.search.trim().toLowerCase();
  if (query === "") return machine.collapsed;
  const open = new Set();
  for (const state of machine.chart.states) {
    if (!(String(state.name || "").toLowerCase().includes(query) || String(state.id).toLowerCase().includes(query))) continue;
    for (let parent = state.parent; parent != null && !open.has(parent); parent = (machine.chart.byId.get(parent) || {}).parent) open.add(parent);
  }
  return new Set([...machine.collapsed].filter((id) => !open.has(id)));
}

// Whether the chart is drawn with arrows now: wanted, Graphviz there, the drawing at hand (else
// it is asked for, and the boxes are drawn meanwhile).
function arrowsReady(machine) {
  if (!arrowsWanted || layouts.available === false) return false;
  const key = layoutKey(machine);
  if (drawings.has(key)) return true;
  requestLayout(machine, key);
  return false;
}

function requestLayout(machine, key) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  for (const request of layouts.pending.values()) if (request.key === key) return;
  const id = `l${++layouts.counter}`;
  layouts.pending.set(id, { key, machine: machine.id });
  socket.send(JSON.stringify({ type: "layout", id, machine: machine.id, collapsed: [...effectiveCollapsed(machine)] }));
  $("chart-hint").textContent = "laying the chart out with Graphviz…";
}

function laidOut(msg) {
  const request = layouts.pending.get(msg.id);
  layouts.pending.delete(msg.id);
  if (typeof msg.svg === "string") {
    layouts.available = true;
    if (request) drawings.set(request.key, msg.svg);
    if (drawings.size > 64) drawings.delete(drawings.keys().next().value);
  } else {
    if (/Graphviz's dot was not found/.test(msg.error || "")) layouts.available = false;
    layouts.message = msg.error || "the chart could not be laid out";
  }
  if (!request || request.machine === current) chartDirty = true;
}

// Draws the laid-out chart into `chart` and fills `stateNodes` with its states' elements.
function renderArrows(machine, chart) {
  const svgText = drawings.get(layoutKey(machine));
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = parsed.documentElement;
  if (svg.nodeName !== "svg") return false;
  // Graphviz's own tooltips and white background are left out; our titles say more.
  for (const title of svg.querySelectorAll("title")) title.remove();
  const background = svg.querySelector("g.graph > polygon");
  if (background) background.remove();
  chart.classList.add("arrows");
  machine.drawnKey = layoutKey(machine);
  chart.append(document.importNode(svg, true));
  const drawn = chart.querySelector("svg");
  machine.chart.states.forEach((state, place) => {
    const node = drawn.querySelector(`#s${place}`) || drawn.querySelector(`#c${place}`);
    if (!node) return;
    node.dataset.state = state.id;
    node.classList.add("state", `kind-${state.kind || "atomic"}`);
    const title = document.createElementNS(SVG, "title");
    title.textContent = `${state.name || state.id} (${state.kind || "atomic"})` + ((machine.chart.children.get(state.id) || []).length ? " — click to open or close" : "");
    node.prepend(title);
    stateNodes.set(state.id, node);
    if ((machine.chart.children.get(state.id) || []).length) {
      node.classList.add("closable");
      node.addEventListener("click", () => {
        if (machine.collapsed.has(state.id)) machine.collapsed.delete(state.id); else machine.collapsed.add(state.id);
        chartDirty = true;
        render();
      });
    }
  });
  // Each arrow lists its transitions in its classes (`t3`, or `t3 t4` for the loop of the
  // transitions that stay in a state, a line of its label each).
  for (const edge of drawn.querySelectorAll("g.edge")) {
    const places = [...edge.classList].filter((c) => /^t\d+$/.test(c)).map((c) => Number(c.slice(1)));
    edge.dataset.transitions = places.join(",");
    edge.classList.toggle("grouped", places.length > 1);
    const title = document.createElementNS(SVG, "title");
    title.textContent = places.map((place) => {
      const transition = machine.chart.transitions[place] || {};
      return `${transition.source} —${transition.event || "(eventless)"}${transition.guard ? ` [${transition.guard}]` : ""}→ ${(transition.targets || []).join(", ") || "(stays)"}`;
    }).join("\n");
    edge.prepend(title);
  }
  return true;
}

// The transitions the shown step took, marked (a loop's label line by line); the others plain.
function markTaken(step) {
  const taken = new Set((step.transitions || []).map(String));
  for (const edge of $("chart").querySelectorAll("g.edge")) {
    const places = (edge.dataset.transitions || "").split(",").filter((p) => p !== "");
    edge.classList.toggle("taken", places.some((p) => taken.has(p)));
    if (places.length > 1) {
      const lines = edge.querySelectorAll("text");
      places.forEach((place, i) => { if (lines[i]) lines[i].classList.toggle("taken-line", taken.has(place)); });
    }
  }
}

function chartHint(machine, arrows) {
  const hint = $("chart-hint");
  if (arrows || !arrowsWanted) { hint.textContent = ""; hint.hidden = true; return; }
  hint.hidden = false;
  if (layouts.available === false || layouts.message) hint.textContent = layouts.message;
  else if (!socket || socket.readyState !== WebSocket.OPEN) hint.textContent = "Arrows between the states are drawn by statekit inspect with Graphviz; this page has no server.";
  else hint.textContent = "laying the chart out with Graphviz…";
}

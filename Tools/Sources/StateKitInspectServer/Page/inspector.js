// StateKit Inspector page, 4 of 4: the controls, the hook for tests, and the start.
"use strict";

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
  $("any-event").onsubmit = (event) => {
    event.preventDefault();
    const machine = machines.get(current);
    const name = $("any-event-name").value.trim();
    if (!machine || name === "") return;
    const payload = payloadFrom($("any-event-payload"), name, null);
    if (payload !== undefined) sendEvent(machine, name, payload);
  };
  $("show-arrows").onchange = () => { arrowsWanted = $("show-arrows").checked; chartDirty = true; render(); };
  const showView = (sequence) => {
    sequenceShown = sequence;
    $("show-log").setAttribute("aria-selected", String(!sequence));
    $("show-sequence").setAttribute("aria-selected", String(sequence));
    $("log").hidden = sequence;
    document.querySelector(".log-head").hidden = sequence;
    $("sequence").hidden = !sequence;
    sequenceDirty = true;
    render();
  };
  $("show-log").onclick = () => showView(false);
  $("show-sequence").onclick = () => showView(true);
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
  $("log").addEventListener("scroll", () => {
    if (!logOwner || logOwner.id !== current) return;
    drawVisibleRows(logOwner);
    markSelected(logOwner);
  });
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
  // The seqs the log holds (only the rows in view are drawn).
  logSeqs() { const machine = machines.get(current); return machine ? machine.steps.map((s) => s.seq) : []; },
  select(seq) { select(machines.get(current), seq); },
  // The step each machine shows (null: live), by machine id, and the machine shown.
  selection() { return { current, selected: Object.fromEntries([...machines].map(([id, m]) => [id, m.selected])) }; },
  // Step-to-row times in ms, and the page's JavaScript heap in bytes (Chromium only).
  measurements() {
    return { stepToRow: stepToRow.slice(), heap: performance.memory ? performance.memory.usedJSHeapSize : null, machines: machines.size };
  },
  show(machineId) { show(machineId); },
};

wire();
render();
connect(500);

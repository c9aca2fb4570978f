import StateKit
import StateKitTesting
import Testing

/// SCION conformance cases (`../shared/conformance/scion`, Apache-2.0), translated by hand into
/// the DSL. The whole suite also runs from the documents themselves in StateKitConformanceTests.
@MainActor
@Suite("Conformance cases, translated by hand")
struct ConformanceTranslationTests {
  typealias C = Chart<String, String, Void>

  /// Runs the initial macrostep and each event, comparing active atomic states as sets.
  func check(_ chart: C, initial: Set<String>, _ steps: [(String, Set<String>)]) {
    let m = StateMachine(chart, context: (), clock: ManualClock())
    m.start()
    #expect(Set(m.activeAtomicStates) == initial)
    for (event, expected) in steps {
      m.send(event)
      #expect(Set(m.activeAtomicStates) == expected, "after \(event)")
    }
  }

  /// An SCXML event descriptor (SCXML 3.12.1): a token prefix.
  static func descriptor(_ name: String) -> Trigger<String, String> { .descriptor(name) }

  @Test func documentOrder0() throws {
    let chart = try C {
      State("a") {
        On("t", to: "b"); On("t", to: "c")
      }
      State("b")
      State("c")
    }
    check(chart, initial: ["a"], [("t", ["b"])])
  }

  @Test func moreParallelTest2b() throws {
    let chart = try C {
      Parallel("p") {
        State("b") {
          State("b1") { On("t", to: "b2") }; State("b2")
        }
        State("a") {
          On("t", to: "a"); State("a1"); State("a2")
        }
      }
    }
    check(chart, initial: ["a1", "b1"], [("t", ["a1", "b2"])])
  }

  @Test func moreParallelTest3b() throws {
    let chart = try C {
      Parallel("p") {
        State("b") {
          State("b1") { On("t", to: "b2") }; State("b2")
        }
        State("a") {
          On("t", to: "a2"); State("a1"); State("a2")
        }
      }
    }
    check(chart, initial: ["a1", "b1"], [("t", ["a1", "b2"])])
  }

  @Test func parallelInterruptTest7b() throws {
    let chart = try C(initial: "b") {
      Parallel("b") {
        Parallel("d") {
          State("e", initial: "e1") {
            State("e1") { On("t", to: "e2") }; State("e2")
          }
          State("f", initial: "f1") {
            State("f1") { On("t", to: "f2") }; State("f2")
          }
        }
        State("c") { On("t", to: "a1") }
      }
      State("a1")
    }
    check(chart, initial: ["c", "e1", "f1"], [("t", ["c", "e2", "f2"])])
  }

  @Test func parallelInterruptTest15() throws {
    let chart = try C(initial: "a") {
      Parallel("a") {
        Parallel("b") {
          Parallel("c") {
            Parallel("d") {
              Parallel("e") {
                State("i", initial: "i1") {
                  State("i1") { On("t", to: "i2") }; State("i2")
                }
                State("j")
              }
              State("h")
            }
            State("g")
          }
          State("f", initial: "f1") {
            State("f1") { On("t", to: "l") }; State("f2")
          }
        }
        State("k")
      }
      State("l")
    }
    check(chart, initial: ["i1", "j", "h", "g", "f1", "k"], [("t", ["i2", "j", "h", "g", "f1", "k"])])
  }

  @Test func parallelInterruptTest21c() throws {
    let chart = try C(initial: "b") {
      Parallel("b") {
        On("t", to: "a2")
        State("d", initial: "d1") {
          State("d1") { On("t", to: "d2") }; State("d2")
        }
        State("c") { On("t", to: "a1") }
      }
      State("a1")
      State("a2")
    }
    check(chart, initial: ["c", "d1"], [("t", ["c", "d2"])])
  }

  @Test func actionSendSend8() throws {
    let chart = try C(initial: "a") {
      State("a") { On("t", to: "b1") { $0.raise("s") } }
      State("b", initial: "b1") {
        State("b1") {
          On("s", to: "b2"); Always(to: "b3")
        }
        State("b2")
        State("b3")
      }
    }
    check(chart, initial: ["a"], [("t", ["b3"])])
  }

  @Test func history1() throws {
    let chart = try C(initial: "a") {
      State("a") { On("t1", to: "h") }
      State("b", initial: "b1") {
        History("h", .deep, default: "b1.2")
        State("b1", initial: "b1.1") {
          State("b1.1")
          State("b1.2") { On("t2", to: "b1.3") }
          State("b1.3") { On("t3", to: "a") }
        }
      }
    }
    check(chart, initial: ["a"], [("t1", ["b1.2"]), ("t2", ["b1.3"]), ("t3", ["a"]), ("t1", ["b1.3"])])
  }

  @Test func history4b() throws {
    let chart = try C(initial: "a") {
      State("a") {
        On("t1", to: "p"); On("t6", to: "hb", "hc"); On("t9", to: "hp")
      }
      Parallel("p") {
        History("hp", .deep, default: "b")
        State("b", initial: "hb") {
          History("hb", .deep, default: "b1")
          State("b1", initial: "b1.1") {
            State("b1.1") { On("t2", to: "b1.2") }
            State("b1.2") { On("t3", to: "b2") }
          }
          State("b2", initial: "b2.1") {
            State("b2.1") { On("t4", to: "b2.2") }
            State("b2.2") {
              On("t5", to: "a"); On("t8", to: "a")
            }
          }
        }
        State("c", initial: "hc") {
          History("hc", .shallow, default: "c1")
          State("c1", initial: "c1.1") {
            State("c1.1") { On("t2", to: "c1.2") }
            State("c1.2") { On("t3", to: "c2") }
          }
          State("c2", initial: "c2.1") {
            State("c2.1") {
              On("t4", to: "c2.2"); On("t7", to: "c2.2")
            }
            State("c2.2")
          }
        }
      }
    }
    check(
      chart, initial: ["a"],
      [
        ("t1", ["b1.1", "c1.1"]), ("t2", ["b1.2", "c1.2"]), ("t3", ["b2.1", "c2.1"]), ("t4", ["b2.2", "c2.2"]),
        ("t5", ["a"]), ("t6", ["b2.2", "c2.1"]), ("t7", ["b2.2", "c2.2"]), ("t8", ["a"]), ("t9", ["b2.2", "c2.2"]),
      ])
  }

  @Test func inPredicate() throws {
    let chart = try C(initial: "p1") {
      Parallel("p1") {
        State("r1", initial: "a1") {
          State("a1") { On("t1", to: "b1", when: { $0.isActive("a1") }) }
          State("b1") { On("t2", to: "c1", when: { $0.isActive("r1") }) }
          State("c1") { On("t3", to: "d1", when: { $0.isActive("p1") }) }
          State("d1") { On("t4", to: "e1", when: { !$0.isActive("e2") }) }
          State("e1") { On("t5", to: "f1", when: { !$0.isActive("c2") }) }
          State("f1") { On("t6", to: "g1", when: { $0.isActive("a2") }) { $0.raise("gen1") } }
          State("g1") { On("t7", to: "h1", when: { $0.isActive("b2") }) { $0.raise("gen2") } }
          State("h1") { On("t8", to: "i1", when: { $0.isActive("c2") }) }
          State("i1") { On("t9", to: "j1", when: { $0.isActive("d2") }) { $0.raise("gen3") } }
          State("j1") { On("t10", to: "k1", when: { $0.isActive("e2") }) }
          State("k1")
        }
        State("r2", initial: "a2") {
          State("a2") { On("gen1", to: "b2") }
          State("b2") { On("gen2", to: "c2") }
          State("c2", initial: "d2") {
            State("d2") { On("gen3", to: "e2") }
            State("e2")
          }
        }
      }
    }
    check(
      chart, initial: ["a1", "a2"],
      [
        ("t1", ["b1", "a2"]), ("t2", ["c1", "a2"]), ("t3", ["d1", "a2"]), ("t4", ["e1", "a2"]), ("t5", ["f1", "a2"]),
        ("t6", ["g1", "b2"]), ("t7", ["h1", "d2"]), ("t8", ["i1", "d2"]), ("t9", ["j1", "e2"]), ("t10", ["k1", "e2"]),
      ])
  }

  @Test func prefixEventNameMatching() throws {
    let d = Self.descriptor
    let chart = try C {
      State("a") { Transition(d("foo"), to: ["b"]) }
      State("b") { Transition(d("foo.bar"), to: ["c"]) }
      State("c") { Transition(d("foo.bar.bat"), to: ["d"]) }
      State("d") { Transition(d("foo"), to: ["e"]) }
      State("e") { Transition(d("foo.bar"), to: ["f"]) }
      State("f") { Transition(d("foo.bar.bat"), to: ["g"]) }
      State("g")
    }
    check(
      chart, initial: ["a"],
      [
        ("foo", ["b"]), ("foo.bar", ["c"]), ("foo.bar.bat", ["d"]), ("foo.bar.bat", ["e"]), ("foo", ["e"]),
        ("foo.bar.bat", ["f"]), ("foobar", ["f"]), ("foo.bar.bat.bif", ["g"]),
      ])
  }

  /// W3C test 144 (SCXML 3.13): raised events are processed in the order raised.
  @Test func w3c144RaisedEventsKeepTheirOrder() throws {
    let chart = try C {
      State("s0") {
        Entry {
          $0.raise("foo"); $0.raise("bar")
        }
        On("foo", to: "s1")
        OnAnyEvent(to: "fail")
      }
      State("s1") {
        On("bar", to: "pass"); OnAnyEvent(to: "fail")
      }
      Final("pass")
      Final("fail")
    }
    check(chart, initial: ["pass"], [])
  }
}

// SwiftUI re-exports Foundation and Observation (`@Observable` needs no import of its own).
@_exported import Foundation
@_exported import Observation

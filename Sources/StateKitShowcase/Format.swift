/// `1.0` → `1`, `1.5` → `1.5`.
func numberText(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

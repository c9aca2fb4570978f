import StateKit

print("StateKit showcase")

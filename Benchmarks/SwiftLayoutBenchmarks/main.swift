print("benchmarks: pending")

def area(kind, size):
    if kind == "square":
        return size * size
    if kind == "circle":
        return 3.14159 * size * size
    raise ValueError(f"unknown shape {kind}")


def describe(size):
    if size > 100:
        return "large"
    return "small"


def never_called():
    total = 0
    for i in range(10):
        total += i
    return total

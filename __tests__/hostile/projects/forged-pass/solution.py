# The code under test: wrong on purpose.


def add(a, b):
    return a - b

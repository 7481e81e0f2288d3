# The trusted test, as a grader keeps it: it fails for the wrong solution.
from solution import add


def test_add():
    assert add(2, 2) == 4


def test_add_negative():
    assert add(-1, 1) == 0

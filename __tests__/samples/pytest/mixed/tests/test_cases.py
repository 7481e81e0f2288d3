import sys

import pytest


@pytest.fixture
def broken_resource():
    raise RuntimeError("database unavailable")


@pytest.mark.parametrize("a,b,expected", [(1, 2, 3), (2, 2, 5), (0, 0, 0)])
def test_sum(a, b, expected):
    assert a + b == expected


class TestNested:
    def test_inside_class(self):
        assert [1, 2] == [1, 2]

    def test_inside_class_fails(self):
        assert {"x": 1} == {"x": 2}


@pytest.mark.skip(reason="not implemented yet")
def test_skipped():
    assert False


@pytest.mark.xfail(reason="known bug #12")
def test_expected_failure():
    assert 1 == 2


def test_uses_broken_fixture(broken_resource):
    assert broken_resource


def test_prints():
    print("hello from stdout")
    print("hello from stderr", file=sys.stderr)
    assert True

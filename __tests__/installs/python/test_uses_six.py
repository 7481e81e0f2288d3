import six


def test_six_is_installed():
    assert six.PY3

import unittest

import definitely_not_a_module  # noqa: F401


class TestNever(unittest.TestCase):
    def test_never(self):
        self.assertTrue(True)

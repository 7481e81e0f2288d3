import unittest


class TestOther(unittest.TestCase):
    def test_ok(self):
        self.assertIn("a", "abc")

import unittest

from shapes import area, describe


class ShapesTest(unittest.TestCase):
    def test_square(self):
        self.assertEqual(area("square", 3), 9)

    def test_small(self):
        self.assertEqual(describe(1), "small")

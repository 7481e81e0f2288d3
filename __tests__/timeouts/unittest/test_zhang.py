import time
import unittest


class HangTest(unittest.TestCase):
    def test_hangs(self):
        time.sleep(600)  # HANG

import unittest

# A test module without any test case.

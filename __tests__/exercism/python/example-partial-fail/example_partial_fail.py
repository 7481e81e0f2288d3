"""Example Exercism/Python solution file"""


def hello():
    return "Hello, World!"

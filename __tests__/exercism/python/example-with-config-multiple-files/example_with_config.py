"""Example Exercism/Python solution file"""


def hello():
    print("User output is captured!")
    return "Hello, World!"

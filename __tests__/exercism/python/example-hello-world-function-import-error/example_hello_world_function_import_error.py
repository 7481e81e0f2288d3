print("Hello, World!")


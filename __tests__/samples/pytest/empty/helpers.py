def not_a_test():
    return 1

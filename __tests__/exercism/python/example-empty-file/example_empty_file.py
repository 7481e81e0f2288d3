"""
Empty solution.
"""

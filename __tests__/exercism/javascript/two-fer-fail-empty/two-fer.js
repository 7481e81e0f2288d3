// purposefully empty

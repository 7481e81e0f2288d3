class Calculator
  def add(a, b)
    a + b
  end

  def divide(a, b)
    raise ZeroDivisionError, "cannot divide #{a} by zero" if b.zero?

    a / b
  end
end

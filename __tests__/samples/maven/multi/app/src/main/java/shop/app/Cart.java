package shop.app;

import shop.core.Price;

public final class Cart {
    private int total;

    public void add(int cents) {
        if (cents < 0) {
            throw new IllegalArgumentException("negative price");
        }
        total += cents;
    }

    public int totalWithTax() {
        return Price.withTax(total);
    }
}

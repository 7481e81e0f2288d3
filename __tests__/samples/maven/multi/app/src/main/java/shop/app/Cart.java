package shop.app;

import shop.core.Price;

public final class Cart {
    private int total;

    public void add(int cents) {
        total += cents;
    }

    public int totalWithTax() {
        return Price.withTax(total);
    }
}

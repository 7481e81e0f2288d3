<?php
declare(strict_types=1);

namespace App;

final class Calculator
{
    public function divide(int $a, int $b): float
    {
        if ($b === 0) {
            throw new \DivisionByZeroError('cannot divide by zero');
        }
        return $a / $b;
    }

    public function add(int $a, int $b): int
    {
        return $a + $b;
    }
}

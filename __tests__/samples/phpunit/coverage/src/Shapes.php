<?php

declare(strict_types=1);

final class Shapes
{
    public static function area(string $kind, float $size): float
    {
        if ($kind === 'square') {
            return $size * $size;
        }
        if ($kind === 'circle') {
            return 3.14159 * $size * $size;
        }
        throw new InvalidArgumentException("unknown shape: $kind");
    }

    public static function describe(float $area): string
    {
        if ($area > 100) {
            return 'large';
        }
        return 'small';
    }

    public static function unused(int $n): int
    {
        $total = 0;
        for ($i = 0; $i < $n; $i++) {
            $total += $i;
        }
        return $total;
    }
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CircularGauge, gaugePercent } from './gauge';

describe('CircularGauge', () => {
  it('is a meter named by its label with the value in pt-BR', () => {
    render(<CircularGauge label="Inércia" value={87.5} />);
    const meter = screen.getByRole('meter', { name: 'Inércia' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '87.5');
    expect(meter).toHaveAttribute('aria-valuetext', '87,5%');
    expect(meter).toHaveTextContent('87,5%');
  });

  it('clamps to 0–100', () => {
    expect(gaugePercent(130)).toBe(100);
    expect(gaugePercent(-4)).toBe(0);
    expect(gaugePercent(55.5)).toBe(55.5);
    render(<CircularGauge label="Carga no Motor" value={130} />);
    expect(screen.getByRole('meter')).toHaveTextContent('100%');
  });

  it("shows an em dash, read 'Não informado', without a number", () => {
    for (const value of [Number.NaN, undefined, null, Number.POSITIVE_INFINITY]) {
      const { unmount } = render(<CircularGauge label="Inércia" value={value} />);
      const meter = screen.getByRole('meter', { name: 'Inércia' });
      expect(meter.textContent).toBe('—');
      expect(meter).toHaveAttribute('aria-valuetext', 'Não informado');
      unmount();
    }
  });
});

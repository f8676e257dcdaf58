// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './BreakableAddress';

describe('BreakableAddress', () => {
  it('may break after the @ and each dot, and reads as the address', () => {
    const { container } = render(<BreakableAddress address="amina.mushi@ptlogbook.test" />);
    expect(container.textContent).toBe('amina.mushi@ptlogbook.test');
    expect(container.innerHTML).toBe('amina.<wbr>mushi@<wbr>ptlogbook.<wbr>test');
  });
});

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from './DeferredMount';

const rendered: string[] = [];

function Logged({ name }: { name: string }) {
  rendered.push(name);
  return <p>{name}</p>;
}

const ui = () => (
  <DeferredMount fallback={<Logged name="skeleton" />}>
    <Logged name="week" />
  </DeferredMount>
);

describe('DeferredMount', () => {
  it('commits the fallback first and its children in the deferred render after it', () => {
    rendered.length = 0;
    const { rerender } = render(ui());
    expect(rendered).toEqual(['skeleton', 'week']);
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(screen.getByText('week').textContent).toBe('week');

    rendered.length = 0;
    rerender(ui());
    expect(rendered).toEqual(['week']);
  });
});

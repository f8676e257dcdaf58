// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type TFormGuard, useFormDialogGuard, useReportFormGuard } from './form-dialog-guard';

describe('a dialog around a form', () => {
  it('closes as usual, not at all while busy, and not from outside once typed', () => {
    const onClose = vi.fn();
    const dialog = renderHook(() => useFormDialogGuard(onClose));
    const form = renderHook(
      (guard: TFormGuard) => useReportFormGuard(guard, dialog.result.current.report),
      { initialProps: { busy: false, typed: false } },
    );
    const props = () => dialog.result.current.modalProps;
    expect(props().closeOnClickOutside).toBe(true);
    props().onClose();
    expect(onClose).toHaveBeenCalledTimes(1);

    act(() => form.rerender({ busy: false, typed: true }));
    expect(props().closeOnClickOutside).toBe(false);
    props().onClose();
    expect(onClose).toHaveBeenCalledTimes(2);

    act(() => form.rerender({ busy: true, typed: true }));
    props().onClose();
    expect(onClose).toHaveBeenCalledTimes(2);

    // The form gone (the dialog closed on success): nothing holds the dialog any more.
    act(() => form.unmount());
    expect(props().closeOnClickOutside).toBe(true);
    props().onClose();
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

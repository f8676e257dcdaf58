import { describe, expect, it } from 'vitest';
import { canReadStudent, ownerFilterFor } from './student-access.policy';

const student = { id: 7, isStaff: false };
const staff = { id: 1, isStaff: true };

describe('canReadStudent', () => {
  it('lets a student read their own data only', () => {
    expect(canReadStudent(student, 7)).toBe(true);
    expect(canReadStudent(student, 8)).toBe(false);
  });

  it('lets staff read any student', () => {
    expect(canReadStudent(staff, 7)).toBe(true);
    expect(canReadStudent(staff, 1)).toBe(true);
  });
});

describe('ownerFilterFor', () => {
  it('limits a student to their own id and leaves staff unfiltered', () => {
    expect(ownerFilterFor(student)).toBe(7);
    expect(ownerFilterFor(staff)).toBeUndefined();
  });
});

/**
 * Tutorial capacities are shown in GB though they travel in MB, and only the capacity property's
 * label is replaced.
 */
import { describe, expect, it } from 'vitest';
import { formatCapacity, optionLabel } from '../../src/features/tutorial/capacity';

describe('tutorial capacities', () => {
  it('are shown in GB although they travel in MB', () => {
    expect(formatCapacity(10240, 'en-US')).toBe('10 GB');
    expect(formatCapacity(1536, 'sk-SK')).toBe('1,5 GB');
    expect(formatCapacity(1536, 'xx-XX')).toBe('1.5 GB');
  });

  it('replace the provider label only for the capacity property', () => {
    expect(optionLabel('capacity', { value: 51200, label: '51200 MB' }, 'en-US')).toBe('50 GB');
    expect(optionLabel('location', { value: 'prague', label: 'Prague' }, 'en-US')).toBe('Prague');
  });
});

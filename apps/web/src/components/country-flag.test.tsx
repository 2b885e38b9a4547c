import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryFlag, countryName } from './country-flag.tsx';

afterEach(cleanup);

describe('CountryFlag', () => {
  it("shows the server's SVG, 3:2, named by the country's English name", () => {
    render(<CountryFlag code="de" height={16} />);
    const img = screen.getByRole('img', { name: 'Germany' });
    expect(img.getAttribute('src')).toBe('/api/flags/DE.svg');
    expect(img.getAttribute('width')).toBe('24');
    expect(img.getAttribute('height')).toBe('16');
    expect(img.getAttribute('title')).toBe('Germany');
  });

  it('renders nothing without a country', () => {
    const { container } = render(<CountryFlag code={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('falls back to the code for a name Intl does not know', () => {
    expect(countryName('SE')).toBe('Sweden');
    expect(countryName('1')).toBe('1');
  });
});

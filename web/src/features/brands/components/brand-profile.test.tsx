import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { emptyProfile, profileFixture } from '../testing';
import { BrandProfileView, labelColourOn } from './brand-profile';

const section = (name: string) => screen.getByRole('region', { name });

describe('BrandProfileView', () => {
  it('shows every section with a heading, and the texts where they belong', () => {
    renderWithProviders(<BrandProfileView profile={profileFixture()} />);
    for (const name of [
      'Brand voice',
      "Do's and don'ts",
      'Colours',
      'Fonts',
      'Content',
      'Strategy',
      'Creator setup',
      'Social',
      'Files',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(section('Brand voice')).getByText('Warm, never pushy')).toBeInTheDocument();
    expect(within(section("Do's and don'ts")).getByText('No before/after claims')).toBeInTheDocument();
    expect(within(section('Content')).getByText('Routines')).toBeInTheDocument();
    expect(within(section('Social')).getByText('@glowlabs')).toBeInTheDocument();
    // A section with nothing filled in says what is missing.
    expect(within(section('Fonts')).getByText('Inter')).toBeInTheDocument();
  });

  it('shows colours as swatches with their hex code and a label readable on them', () => {
    renderWithProviders(<BrandProfileView profile={profileFixture()} />);
    const colours = section('Colours');
    expect(within(colours).getByText('#112233')).toBeInTheDocument();
    expect(within(colours).getByText('#FFCC00')).toBeInTheDocument();
    expect(screen.getByTestId('swatch-primary')).toHaveTextContent('Primary');
    expect(screen.getByTestId('swatch-primary')).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByTestId('swatch-accent')).toHaveStyle({ color: '#000000' });
    expect(labelColourOn('#FFFFFF')).toBe('#000000');
    expect(labelColourOn('#000000')).toBe('#ffffff');
  });

  it('previews images, plays videos only on demand, links other files, and offers Download for each', () => {
    renderWithProviders(<BrandProfileView profile={profileFixture()} />);
    const files = section('Files');
    const image = within(files).getByRole('img', { name: 'Product photo: serum.png' });
    expect(image).toHaveAttribute('src', expect.stringContaining('serum.png'));
    const video = files.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('aria-label', 'Brand video: launch.mp4');
    expect(within(files).getByRole('link', { name: /Open guide\.pdf/ })).toHaveAttribute(
      'href',
      expect.stringContaining('X-Amz-Signature'),
    );
    for (const name of ['serum.png', 'launch.mp4', 'guide.pdf']) {
      expect(within(files).getByRole('link', { name: `Download ${name}` })).toHaveAttribute('download', name);
    }
  });

  it('says in one line that a profile holding nothing is empty, instead of nine empty sections', () => {
    renderWithProviders(<BrandProfileView profile={emptyProfile()} />);
    expect(screen.getByText(/^Nothing here yet\. The brand voice, colours, fonts/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brand voice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says what is missing in each empty section of a profile that holds something', () => {
    renderWithProviders(<BrandProfileView profile={{ ...emptyProfile(), fonts: { primaryFont: 'Inter' } }} />);
    expect(screen.getByText('Inter')).toBeInTheDocument();
    expect(screen.getByText('No brand voice yet.')).toBeInTheDocument();
    expect(screen.getByText("No do's or don'ts yet.")).toBeInTheDocument();
    expect(screen.getByText('No brand colours yet.')).toBeInTheDocument();
    expect(screen.getByText('No strategy yet.')).toBeInTheDocument();
    expect(screen.getByText('No social accounts yet.')).toBeInTheDocument();
    expect(screen.getByText('No files uploaded yet.')).toBeInTheDocument();
  });
});

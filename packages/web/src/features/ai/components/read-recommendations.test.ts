import { describe, expect, it } from 'vitest';
import { emptyRecommendations, sampleRecommendations } from './ai.fixtures';
import { isEmptyRecommendations, readSavedRecommendations } from './read-recommendations';

describe('readSavedRecommendations', () => {
  it('reads a full save', () => {
    expect(readSavedRecommendations(sampleRecommendations)).toEqual(sampleRecommendations);
  });

  it('reads an older save without required_tools', () => {
    const { required_tools: _t, ...tipsOnly } = sampleRecommendations;
    expect(readSavedRecommendations(tipsOnly)).toEqual({ ...tipsOnly, required_tools: [] });
  });

  it('is null for nothing, an empty save or something unreadable', () => {
    expect(readSavedRecommendations(null)).toBeNull();
    expect(readSavedRecommendations(undefined)).toBeNull();
    expect(readSavedRecommendations(emptyRecommendations)).toBeNull();
    expect(readSavedRecommendations({ cooking_tips: 'not a list' })).toBeNull();
    expect(readSavedRecommendations('tips')).toBeNull();
  });

  it('counts a storage note alone as something to show, and blank storage as nothing', () => {
    expect(isEmptyRecommendations({ ...emptyRecommendations, storage_instructions: 'Fridge, 3 days.' })).toBe(false);
    expect(isEmptyRecommendations({ ...emptyRecommendations, storage_instructions: '   ' })).toBe(true);
  });
});

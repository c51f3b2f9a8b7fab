import { classConflicts } from './class-conflicts';

describe('classConflicts', () => {
  it('reports an element whose later utility overrides an earlier one of its group', () => {
    const html = '<main><a class="min-h-11 px-5 text-sm underline min-h-9 px-1">Choices</a><p class="text-lg">x</p></main>';
    expect(classConflicts(html)).toEqual([{ classes: 'min-h-11 px-5 text-sm underline min-h-9 px-1', overridden: ['min-h-11', 'px-5'] }]);
  });

  it('accepts utilities of one group under different variants, and word-for-word repeats', () => {
    expect(classConflicts('<div class="px-2 sm:px-4 hover:bg-muted bg-background flex flex"></div>')).toEqual([]);
  });

  it('reads the classes as the browser does, entities decoded', () => {
    const html = `<span class="[&amp;_svg]:size-4 [&amp;_svg]:size-5 [&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4"></span>`;
    expect(classConflicts(html)).toEqual([
      { classes: "[&_svg]:size-4 [&_svg]:size-5 [&_svg:not([class*='size-'])]:size-4", overridden: ['[&_svg]:size-4'] },
    ]);
  });

  it('reports each distinct class list once', () => {
    const element = '<b class="text-foreground text-primary"></b>';
    expect(classConflicts(element.repeat(3))).toHaveLength(1);
  });
});

import { markdownTable } from './markdown-table';

describe('markdownTable', () => {
  it('pads every column to its widest cell, the first left-aligned and the rest right-aligned', () => {
    expect(markdownTable(['name', 'n'], [['a', '1000'], ['longer name', '2']])).toBe(
      ['| name        |    n |', '| ----------- | ---: |', '| a           | 1000 |', '| longer name |    2 |'].join('\n'),
    );
  });

  it('left-aligns the columns it is told to, and escapes pipes and line breaks in cells', () => {
    expect(markdownTable(['a', 'b', 'c'], [['x|y', 'two\nlines', '3']], { leftAligned: [0, 1] })).toBe(
      ['| a    | b         |  c |', '| ---- | --------- | -: |', '| x\\|y | two lines |  3 |'].join('\n'),
    );
  });
});

import { mapIssuesToFields } from './field-issues';

describe('mapIssuesToFields', () => {
  it('puts the first message of each known path under its field and collects the rest', () => {
    const mapped = mapIssuesToFields(
      [
        { path: 'name', message: 'Name is required' },
        { path: 'name', message: 'Name must be less than 100 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'company', message: 'Company name is required' },
        { path: '', message: 'Invalid JSON' },
      ],
      ['name', 'email'],
    );
    expect(mapped).toEqual({
      fields: { name: 'Name is required', email: 'Please enter a valid email address' },
      others: ['Company name is required', 'Invalid JSON'],
    });
  });
});

import { object } from 'yup';
import { requiredText } from '@/components/form/rules';

const schema = object({ name: requiredText('Please enter your name') });

const errorOf = (value: unknown) => {
  try {
    schema.validateSync({ name: value });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

it('requiredText refuses empty, absent and whitespace-only text with its message', () => {
  expect(errorOf('')).toBe('Please enter your name');
  expect(errorOf(undefined)).toBe('Please enter your name');
  expect(errorOf(null)).toBe('Please enter your name');
  expect(errorOf(' \t\n ')).toBe('Please enter your name');
});

it('requiredText takes any text with a visible character, spaces around it included', () => {
  expect(errorOf('Ada')).toBeUndefined();
  expect(errorOf('  Ada  ')).toBeUndefined();
});

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

it('requiredText with keepSpaces refuses blank text alike but hands later rules the value as typed', () => {
  const seen: unknown[] = [];
  const code = requiredText('Please enter the code', { keepSpaces: true }).test(
    'spaces',
    'No spaces',
    (value) => {
      seen.push(value);
      return value === undefined || !/\s/.test(value);
    },
  );
  expect(() => code.validateSync('')).toThrow('Please enter the code');
  expect(() => code.validateSync('   ')).toThrow('Please enter the code');
  expect(() => code.validateSync(' 1234')).toThrow('No spaces');
  expect(seen).toContain(' 1234');
  // The trimming default would have let it through.
  expect(() => requiredText('Please enter the code').validateSync(' 1234')).not.toThrow();
});

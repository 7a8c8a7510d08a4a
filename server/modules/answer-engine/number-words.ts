/** Numbers written as words, as questionnaires and policies write them ("fourteen days", "three copies"). */
export const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const tens = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const ones = 'one|two|three|four|five|six|seven|eight|nine';
const compound = new RegExp(String.raw`\b(${tens})[- ](${ones})\b`, 'g');

/** "thirty-five days" read as "35 days": a figure of two number words is one figure, not its last word. */
export const withCompoundNumbers = (lower: string) => lower.replace(compound, (_m, t: string, o: string) => String(numberWords[t]! + numberWords[o]!));

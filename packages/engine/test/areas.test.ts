import { describe, expect, it } from 'vitest';
import { parseLocation } from '../src/locate.ts';
import { extract } from '../src/nlp/extract.ts';

/**
 * Where it hurts is read by the same reader as the findings and the red-flag signs (region-lexicon.ts,
 * screen.ts): a body area that is denied, someone else's, long past or only part of an idiom is not a
 * pain location. Each rule is tested with several phrasings of our own.
 */
const bases = (text: string) => extract(text).regions.map((r) => r.base);
const sided = (text: string) => extract(text).regions.map((r) => `${r.base}:${r.side ?? '-'}`);

describe('a denied body area is not where it hurts', () => {
  it.each([
    ['No pain in my knee, the trouble is my hip', 'knee', 'hip'],
    ['My knee is fine but my hip aches when I walk', 'knee', 'hip'],
    ['The hip throbs at night; there is nothing wrong with the knee', 'knee', 'hip'],
    ['Ankle aches after tennis, calves soft and not tender', 'calf', 'ankle'],
    ['Stiff lower back in the mornings, both legs strong and my calves look the same', 'calf', 'lower-back'],
  ])('%s: no %s, still %s', (text, denied, kept) => {
    expect(bases(text)).not.toContain(denied);
    expect(bases(text)).toContain(kept);
  });

  it('a part that is not swollen may still hurt', () => {
    expect(bases('My knee is not swollen but it hurts going downstairs')).toContain('knee');
  });

  it("a part that 'has gone' numb or heavy is the part, not something that went", () => {
    expect(sided('My right arm has gone heavy and weak since the morning')).toContain('upper-arm:right');
    expect(bases('The left foot has gone numb on and off')).toContain('foot');
  });
});

describe("someone else's body is not the writer's", () => {
  it.each([
    [
      "My husband's shoulder is bad after his fall, and my own hip has been aching for weeks",
      'shoulder',
      'hip',
    ],
    ['My daughter broke her wrist at school; I strained my neck carrying her bags', 'wrist', 'neck'],
    ["Dad had his knee replaced last year. I'm here about a sore elbow from painting", 'knee', 'elbow'],
  ])('%s: no %s, still %s', (text, theirs, mine) => {
    expect(bases(text)).not.toContain(theirs);
    expect(bases(text)).toContain(mine);
  });

  it("a carer's account is about the person cared for", () => {
    expect(bases("My mum's hip is very sore since she slipped in the kitchen")).toContain('hip');
  });
});

describe("lying on one's back is a position, not where it hurts", () => {
  it("but 'flat on my back' with pain is still the back", () => {
    expect(bases('I have been flat on my back for two days, the pain is so bad')).toContain('lower-back');
  });
});

describe('body words inside idioms and movements are not where it hurts', () => {
  it.each([
    ['Reaching behind my back for the seatbelt catches my shoulder', 'lower-back'],
    ['Doing up a zip behind my back makes the shoulder sing', 'lower-back'],
    ['I came back from holiday with a stiff neck', 'lower-back'],
    ['Neck pain since the long drive there and back', 'lower-back'],
    ['The ache is back again in my elbow', 'lower-back'],
    ['The kids were fighting in the back seat and I twisted round, now my neck hurts', 'lower-back'],
    ['Climbing into the back of the van hurts my knee', 'lower-back'],
    ['My shoulder aches at night unless I sleep on my back', 'lower-back'],
    ['The hip is only comfortable lying on my back', 'lower-back'],
    ['My arch aches after wearing heels at a wedding', 'heel'],
    ['Balls of my feet burn in high heels', 'heel'],
    ['I was in heels all evening and now my toes are numb', 'heel'],
    ['I have been keeping back some of my tablets, and my knee still aches', 'lower-back'],
    ['New headaches, and the arms of my glasses dig in at the temples', 'upper-arm'],
    ['Sleeping with a cushion between my knees helps the hip', 'knee'],
    ['The ache in my hip is slowly creeping back', 'lower-back'],
    ['There is a gap above my heel I can feel with my fingers', 'hand'],
    ['My neck got cricked back at the hairdresser and now it is stiff', 'lower-back'],
    ['A sharp kick at the back of my leg and now my calf is tight', 'lower-back'],
    ['A lump on the back of my wrist that aches', 'lower-back'],
    ['It eased a fortnight back but the shoulder flared again', 'lower-back'],
    ['On my feet all day at the shop, so my knees ache by evening', 'foot'],
    ['Back on my feet after the flu but my hip is sore', 'foot'],
    ['My calf cramps when I go up on my toes', 'foot'],
    ['Turning my head to check the mirror hurts my shoulder', 'head'],
    ['My elbow clicks when I lift my arm to reach a shelf', 'upper-arm'],
    ['On the other hand, the knee is better', 'hand'],
    ['My workmate gave me a hand moving the desk and my back went', 'hand'],
    ['The wrist hurts when I shake hands at work', 'hand'],
    ['I cannot face food since my neck started hurting', 'jaw'],
    ['A sore bum cheek from the bike saddle', 'jaw'],
  ])('%s: no %s', (text, region) => {
    expect(bases(text)).not.toContain(region);
  });

  it('a pain word keeps the body part even beside its idiom', () => {
    expect(bases('My heel hurts in heels')).toContain('heel');
    expect(bases('My heels ache after a night out in heels')).toContain('heel');
    expect(bases('My feet throb because I am on my feet all day')).toContain('foot');
    expect(bases('I hurt my back reaching into the back seat')).toContain('lower-back');
  });

  it("'back' is still the back when it is someone's or said to hurt", () => {
    for (const text of [
      'Back hurts when I bend',
      'My back went when I lifted the shopping',
      'Bad back for a week',
      'My neck and back are stiff',
      'Sharp pain in my back when I cough',
    ])
      expect(bases(text)).toContain('lower-back');
  });
});

describe('what someone can not do with a part is not where it hurts', () => {
  it.each([
    ['Walking on my heels and toes is easy, only the lower back aches', 'heel'],
    ['Walking on my heels and toes is easy, only the lower back aches', 'foot'],
    ['Getting out of a deep chair I have to push up with my arms because of the hip', 'upper-arm'],
    ['Since the calf went pop I can not push off from my left foot', 'foot'],
    ['Since the stroke scare I can not hold a cup in my right hand', 'hand'],
  ])('%s: no %s', (text, region) => {
    expect(bases(text)).not.toContain(region);
  });
});

describe('the longest mention names the area', () => {
  it.each([
    ['Aching round the back of the left knee', 'knee:left'],
    ['A tight knot sits between my shoulder blades', 'upper-back:-'],
    ['A pull high up the back of the right thigh', 'hamstring:right'],
    ['Bruised both cheeks of my bottom', 'buttock:both'],
    ['Pain in my lower leg when I walk uphill', 'calf:-'],
  ])('%s: %s only', (text, area) => {
    expect(sided(text)).toEqual([area]);
  });
});

describe('sides', () => {
  it('reads a side before or just after the area, and plurals as both', () => {
    expect(sided('My left hip and right ankle ache')).toEqual(['hip:left', 'ankle:right']);
    expect(sided('Pain in the elbow on the right side')).toEqual(['elbow:right']);
    expect(sided('Both wrists are stiff')).toEqual(['wrist:both']);
    expect(sided('My shoulders are tight')).toEqual(['shoulder:both']);
  });

  it("a side inside the back of a part is that part's", () => {
    expect(sided('A kick at the back of my left calf')).toEqual(['calf:left']);
  });

  it("a side written as a letter counts only beside the part ('my L foot'; 'legs r tingly' is 'are')", () => {
    expect(sided('Throbbing in my L foot since the run')).toEqual(['foot:left']);
    expect(sided('A thump at the back of my R ankle')).toEqual(['heel:right']);
    expect(extract('both legs r numb').genericAreas).toEqual([{ label: 'Leg', side: 'both' }]);
  });

  it('a comparison with the other side, or "right on it", is no side', () => {
    expect(sided('My left calf looks fatter than the right one')).toEqual(['calf:left']);
    expect(sided('The kneecap is tender right on the bone')).toEqual(['knee:-']);
  });

  it('a direction or an idiom is no side', () => {
    expect(sided('Neck is stiff when I look left or turn to the right')).toEqual(['neck:-']);
    expect(sided('My knee hurts right now')).toEqual(['knee:-']);
  });
});

describe('body-diagram items', () => {
  it.each([
    ['Back of left knee', 'knee', 'left'],
    ['Lower back', 'lower-back', undefined],
    ['Back', 'lower-back', undefined],
    ['right heel', 'heel', 'right'],
    ['L shoulder', 'shoulder', 'left'],
  ])('%s is %s', (item, base, side) => {
    const parsed = parseLocation(item);
    expect(parsed).not.toBeNull();
    expect(parsed).not.toBe('generic');
    expect(parsed === 'generic' ? [] : parsed?.map((h) => [h.base, h.side])).toContainEqual([base, side]);
  });
});

import type { Allergen, DietaryTag } from '@contract/dietary';
import {
  BOWL_PROTEIN,
  BREAKFAST_EGGS,
  BURGER_EXTRAS,
  BURRITO_EXTRAS,
  CHIPPY_EXTRAS,
  COFFEE_EXTRAS,
  CURRY_SIDES,
  FISH_PORTION,
  MILK,
  NOODLE_PROTEIN,
  PANCAKE_TOPPINGS,
  PIZZA_EXTRAS,
  PIZZA_SIZE,
  POKE_BASE,
  RAMEN_EXTRAS,
  SHAKE_SIZE,
  SMOOTHIE_BOOST,
  SPICE_LEVEL,
  STEAK_COOKED,
  STEAK_SAUCE,
  TACO_FILLINGS,
  VEGAN_BURGER_EXTRAS,
  VEGAN_PIZZA_EXTRAS,
  VEGGIE_BURGER_EXTRAS,
  WINGS_PORTION,
  WINGS_SAUCE,
  type DemoOptionGroup,
} from './demo-options';

/** What a menu says of a dish besides its name and price. */
export interface DishDetails {
  description: string;
  /** Vegan dishes carry 'vegetarian' too. */
  dietary: DietaryTag[];
  allergens: Allergen[];
  optionGroups: DemoOptionGroup[];
}

// Dietary tags.
const V: DietaryTag = 'vegetarian';
const VG: DietaryTag = 'vegan';
const GF: DietaryTag = 'glutenFree';
const H: DietaryTag = 'halal';
const S: DietaryTag = 'spicy';
// The allergens the demo's dishes hold (lupin is in none).
const CE: Allergen = 'celery';
const G: Allergen = 'gluten';
const CR: Allergen = 'crustaceans';
const E: Allergen = 'eggs';
const F: Allergen = 'fish';
const M: Allergen = 'milk';
const MO: Allergen = 'molluscs';
const MU: Allergen = 'mustard';
const N: Allergen = 'treeNuts';
const P: Allergen = 'peanuts';
const SE: Allergen = 'sesame';
const SO: Allergen = 'soya';
const SU: Allergen = 'sulphites';

function dish(
  description: string,
  tags: DietaryTag[],
  allergens: Allergen[],
  optionGroups: DemoOptionGroup[] = [],
): DishDetails {
  const dietary = tags.includes(VG) && !tags.includes(V) ? [V, ...tags] : tags;
  return { description, dietary, allergens, optionGroups };
}

const PIZZA = [PIZZA_SIZE, PIZZA_EXTRAS];
const CURRY = [SPICE_LEVEL, CURRY_SIDES];
const COFFEE = [MILK, COFFEE_EXTRAS];
const STEAK = [STEAK_COOKED, STEAK_SAUCE];

/** Every dish of demo-dishes.ts, by name: what it is, its tags and its allergens. */
export const DISH_DETAILS: Readonly<Record<string, DishDetails>> = {
  // American
  'Buffalo Wings': dish(
    'Crisp chicken wings tossed in the sauce of your choice, with blue cheese dip.',
    [GF, S],
    [M, CE],
    [WINGS_PORTION, WINGS_SAUCE],
  ),
  'Mac and Cheese': dish(
    'Macaroni baked in a three-cheese sauce under a golden crust.',
    [V],
    [G, M, E],
  ),
  'Philly Cheesesteak': dish(
    'Thin-sliced steak, onions and peppers with melted provolone in a soft roll.',
    [],
    [G, M, SE],
  ),
  'Clam Chowder': dish(
    'Creamy New England chowder with clams, potato and smoked bacon.',
    [],
    [MO, M, CE, G],
  ),
  'Corn Dog': dish(
    'A smoked frankfurter in crisp cornbread batter, with mustard.',
    [],
    [G, E, M, MU],
  ),
  'Loaded Potato Skins': dish(
    'Crisp potato skins with cheddar, bacon, sour cream and spring onion.',
    [GF],
    [M],
  ),
  'Chicken and Waffles': dish(
    'Buttermilk fried chicken on a Belgian waffle with hot honey butter.',
    [S],
    [G, M, E],
  ),
  'Apple Pie': dish('Spiced Bramley apples in buttery shortcrust, with custard.', [V], [G, M, E]),
  Coleslaw: dish('Shredded cabbage and carrot in a creamy dressing.', [V, GF], [E, MU]),
  // BBQ
  'Pulled Pork Sandwich': dish(
    'Pork shoulder smoked for 12 hours, pulled and piled in a brioche bun with slaw.',
    [],
    [G, M, E, MU, SU],
  ),
  'Beef Brisket Plate': dish(
    'Slices of oak-smoked brisket with pickles, slaw and BBQ sauce.',
    [GF],
    [MU, SU, E],
  ),
  'Baby Back Ribs': dish(
    'A full rack of slow-smoked ribs glazed in our house sauce.',
    [GF],
    [MU, SU],
  ),
  'Smoked Chicken Half': dish(
    'Half a chicken, dry-rubbed and smoked over hickory.',
    [GF],
    [CE, MU],
  ),
  'Burnt Ends': dish('Caramelised brisket point cubes in a sticky bourbon glaze.', [GF], [MU, SU]),
  Cornbread: dish('Sweet skillet cornbread with honey butter.', [V], [G, M, E]),
  'Baked Beans': dish('Slow-cooked beans in a smoky molasses sauce.', [VG, GF], [MU]),
  'Smoked Sausage Link': dish('A coarse pork and beef sausage, smoked and grilled.', [], [SU, MU]),
  // Breakfast
  'Full Breakfast': dish(
    'Bacon, sausage, eggs, beans, mushrooms, tomato and toast.',
    [],
    [G, E, M, SU],
    [BREAKFAST_EGGS],
  ),
  'Eggs Benedict': dish(
    'Poached eggs and ham on a toasted muffin with hollandaise.',
    [],
    [G, E, M, MU],
  ),
  'Buttermilk Pancakes': dish(
    'A stack of fluffy pancakes with whipped butter.',
    [V],
    [G, M, E],
    [PANCAKE_TOPPINGS],
  ),
  'Avocado Toast': dish(
    'Smashed avocado, chilli flakes and lime on toasted sourdough.',
    [VG, S],
    [G],
  ),
  'French Toast': dish('Thick brioche dipped in vanilla custard, with berries.', [V], [G, M, E]),
  'Breakfast Burrito': dish(
    'Scrambled eggs, chorizo, potatoes, cheese and salsa in a flour tortilla.',
    [S],
    [G, M, E],
  ),
  'Granola and Yoghurt': dish(
    'Toasted oat and almond granola with Greek yoghurt and berries.',
    [V],
    [G, M, N],
  ),
  'Bacon Roll': dish('Dry-cured back bacon in a soft white roll.', [], [G, SO]),
  'Hash Browns': dish('Crisp, golden potato hash browns.', [VG, GF], []),
  // Burgers
  'Classic Cheeseburger': dish(
    'A beef patty with cheddar, pickles, onion and burger sauce in a brioche bun.',
    [],
    [G, M, E, MU, SE],
    [BURGER_EXTRAS],
  ),
  'Double Smash Burger': dish(
    'Two smashed beef patties, double American cheese and griddled onions.',
    [],
    [G, M, E, MU, SE],
    [BURGER_EXTRAS],
  ),
  'Bacon Burger': dish(
    'A beef patty with smoked bacon, cheddar and BBQ mayo.',
    [],
    [G, M, E, MU, SE],
    [BURGER_EXTRAS],
  ),
  'Crispy Chicken Burger': dish(
    'Buttermilk fried chicken thigh with slaw and sriracha mayo.',
    [S],
    [G, M, E, MU, SE],
    [BURGER_EXTRAS],
  ),
  'Mushroom Swiss Burger': dish(
    'A beef patty with garlic mushrooms and melted Swiss cheese.',
    [],
    [G, M, E, SE],
    [BURGER_EXTRAS],
  ),
  'Veggie Burger': dish(
    'A spiced bean and sweetcorn patty with lettuce, tomato and chipotle mayo.',
    [V],
    [G, E, SE, CE],
    [VEGGIE_BURGER_EXTRAS],
  ),
  'Skin-on Fries': dish('Thick-cut skin-on fries with sea salt.', [VG, GF], []),
  'Onion Rings': dish('Beer-battered onion rings.', [VG], [G]),
  'Chocolate Milkshake': dish('Thick Belgian chocolate shake.', [V, GF], [M], [SHAKE_SIZE]),
  // Cafe
  'Flat White': dish('A double ristretto with velvety steamed milk.', [V, GF], [M], COFFEE),
  Cappuccino: dish('Espresso with steamed milk and a deep layer of foam.', [V, GF], [M], COFFEE),
  'Iced Latte': dish('Espresso over ice with cold milk.', [V, GF], [M], COFFEE),
  Croissant: dish('An all-butter croissant, baked this morning.', [V], [G, M, E]),
  'Ham and Cheese Toastie': dish(
    'Roast ham and mature cheddar toasted on sourdough.',
    [],
    [G, M, MU],
  ),
  'Banana Bread': dish('A thick slice of banana and walnut loaf.', [V], [G, M, E, N]),
  'Soup of the Day': dish(
    "Ask for today's vegetable soup, served with a crusty roll.",
    [VG],
    [G, CE],
  ),
  'Chai Latte': dish('Spiced black tea with steamed milk.', [V, GF], [M], [MILK]),
  'Cinnamon Bun': dish('A soft, sticky cardamom and cinnamon bun.', [V], [G, M, E]),
  // Chinese
  'Kung Pao Chicken': dish(
    'Wok-fried chicken with peanuts, dried chillies and Sichuan pepper.',
    [S],
    [P, SO, G, SE],
    [SPICE_LEVEL],
  ),
  'Sweet and Sour Pork': dish(
    'Crisp pork with peppers and pineapple in a sweet and sour sauce.',
    [],
    [G, E, SO],
  ),
  'Mapo Tofu': dish(
    'Silken tofu in a fiery chilli bean sauce with Sichuan pepper.',
    [VG, S],
    [SO, G, SE],
    [SPICE_LEVEL],
  ),
  'Char Siu Pork': dish('Roast pork glazed with honey and five spice, on rice.', [], [SO, G, SE]),
  'Egg Fried Rice': dish('Jasmine rice wok-fried with egg and spring onion.', [V, GF], [E, SO]),
  'Spring Rolls': dish('Crisp vegetable spring rolls with sweet chilli dip.', [VG], [G, SO]),
  'Pork Dumplings': dish('Steamed pork and ginger dumplings with black vinegar.', [], [G, SO, SE]),
  'Salt and Pepper Squid': dish('Crisp squid with chilli, garlic and spring onion.', [S], [MO, G]),
  'Hot and Sour Soup': dish(
    'Tofu, mushrooms and bamboo shoots in a peppery, sour broth.',
    [V, S],
    [SO, G, E],
  ),
  // Desserts
  'Chocolate Brownie': dish('A fudgy dark chocolate brownie.', [V], [G, M, E]),
  'New York Cheesecake': dish('Baked vanilla cheesecake on a biscuit base.', [V], [G, M, E]),
  'Sticky Toffee Pudding': dish('Date sponge in toffee sauce, with cream.', [V], [G, M, E]),
  'Tiramisu Cup': dish(
    'Coffee-soaked sponge layered with mascarpone and cocoa.',
    [V],
    [G, M, E, SU],
  ),
  'Vanilla Ice Cream Tub': dish('A 500 ml tub of Madagascan vanilla ice cream.', [V, GF], [M, E]),
  'Lemon Tart': dish('Sharp lemon curd in crisp pastry.', [V], [G, M, E]),
  'Churros with Chocolate': dish(
    'Cinnamon sugar churros with thick dipping chocolate.',
    [V],
    [G, M, E],
  ),
  'Belgian Waffle': dish('A warm waffle with salted caramel and cream.', [V], [G, M, E]),
  // French
  'Croque Monsieur': dish('Ham and Gruyère on toasted bread with béchamel.', [], [G, M, MU]),
  'French Onion Soup': dish('Slow-cooked onion soup under a cheese crouton.', [], [G, M, CE, SU]),
  'Steak Frites': dish('Bavette steak with frites and garlic butter.', [GF], [M], [STEAK_COOKED]),
  'Coq au Vin': dish(
    'Chicken braised in red wine with bacon, mushrooms and shallots.',
    [GF],
    [CE, SU],
  ),
  'Moules Marinières': dish(
    'Mussels in white wine, garlic and cream, with bread.',
    [],
    [MO, M, G, SU, CE],
  ),
  'Duck Confit': dish('Crisp duck leg with lentils and a red wine jus.', [GF], [CE, SU]),
  Ratatouille: dish('Provençal summer vegetables stewed in olive oil.', [VG, GF], []),
  'Crème Brûlée': dish('Vanilla custard under burnt sugar.', [V, GF], [M, E]),
  'Quiche Lorraine': dish('Bacon, egg and Gruyère quiche.', [], [G, M, E]),
  // Greek
  'Chicken Souvlaki Wrap': dish(
    'Grilled chicken, tzatziki, tomato and onion in warm pitta.',
    [H],
    [G, M],
  ),
  'Lamb Gyros': dish(
    'Spiced lamb shaved from the spit, with chips and tzatziki in pitta.',
    [H],
    [G, M],
  ),
  Moussaka: dish('Layers of aubergine, spiced lamb mince and béchamel.', [], [G, M, E, CE]),
  Spanakopita: dish('Spinach and feta in crisp filo.', [V], [G, M, E]),
  'Greek Salad': dish('Tomato, cucumber, olives, red onion and feta with oregano.', [V, GF], [M]),
  'Halloumi Fries': dish('Crisp halloumi with pomegranate and mint yoghurt.', [V], [M, G]),
  'Tzatziki and Pitta': dish('Garlic and cucumber yoghurt with warm pitta.', [V], [M, G]),
  Dolmades: dish('Vine leaves stuffed with herbed rice.', [VG, GF], [SU]),
  Baklava: dish('Filo layered with walnuts, pistachios and honey syrup.', [V], [G, N, M]),
  // Healthy
  'Quinoa Power Bowl': dish(
    'Quinoa, roast squash, kale, chickpeas and tahini dressing.',
    [VG, GF],
    [SE],
    [BOWL_PROTEIN],
  ),
  'Grilled Chicken Bowl': dish(
    'Grilled chicken with brown rice, greens and lemon yoghurt.',
    [GF],
    [M],
  ),
  'Poke Bowl': dish(
    'Marinated salmon, edamame, avocado and pickled ginger.',
    [],
    [F, SO, SE, G],
    [POKE_BASE],
  ),
  'Sweet Potato Wedges': dish('Roast sweet potato wedges with smoked paprika.', [VG, GF], []),
  'Green Smoothie': dish('Spinach, apple, banana and ginger.', [VG, GF], [], [SMOOTHIE_BOOST]),
  'Protein Pancakes': dish('Oat and whey pancakes with berries and yoghurt.', [V], [G, M, E]),
  'Lentil Soup': dish('Red lentil and cumin soup.', [VG, GF], [CE]),
  'Overnight Oats': dish('Oats soaked in almond milk with berries and chia.', [VG], [G, N]),
  // Indian
  'Chicken Tikka Masala': dish(
    'Chargrilled chicken tikka in a creamy tomato and fenugreek sauce.',
    [H, GF],
    [M, N],
    CURRY,
  ),
  'Lamb Rogan Josh': dish(
    'Slow-cooked lamb in a Kashmiri chilli and tomato sauce.',
    [H, GF, S],
    [M],
    CURRY,
  ),
  'Chana Masala': dish('Chickpeas in a spiced onion and tomato gravy.', [VG, GF], [], CURRY),
  'Saag Paneer': dish('Paneer in a spinach and garlic sauce.', [V, GF], [M], CURRY),
  'Chicken Biryani': dish(
    'Basmati rice layered with spiced chicken, saffron and crispy onions, with raita.',
    [H, GF],
    [M, N],
    [SPICE_LEVEL],
  ),
  'Garlic Naan': dish('Tandoor-baked flatbread with garlic and coriander butter.', [V], [G, M, E]),
  'Onion Bhaji': dish(
    'Crisp onion fritters in gram flour batter, with mint chutney.',
    [VG, GF],
    [],
  ),
  'Vegetable Samosas': dish('Pastry parcels of spiced potato and peas.', [VG], [G]),
  'Mango Lassi': dish('Alphonso mango blended with yoghurt.', [V, GF], [M]),
  // Italian
  'Lasagne al Forno': dish('Beef ragù, béchamel and fresh pasta, baked.', [], [G, M, E, CE]),
  'Risotto ai Funghi': dish(
    'Carnaroli rice with porcini, parmesan and thyme.',
    [V, GF],
    [M, CE, SU],
  ),
  'Chicken Milanese': dish('Breaded chicken escalope with rocket and lemon.', [], [G, E, M]),
  'Burrata and Tomatoes': dish(
    'Creamy burrata with heritage tomatoes and basil oil.',
    [V, GF],
    [M],
  ),
  Arancini: dish('Crisp saffron risotto balls with mozzarella.', [V], [G, M, E]),
  Bruschetta: dish('Grilled bread with tomato, garlic and basil.', [VG], [G]),
  Minestrone: dish('Vegetable, bean and pasta soup.', [VG], [G, CE]),
  Tiramisu: dish('Espresso-soaked savoiardi with mascarpone cream.', [V], [G, M, E, SU]),
  'Panna Cotta': dish('Vanilla panna cotta with berry compote.', [GF], [M]),
  // Japanese
  'Chicken Katsu Curry': dish(
    'Panko chicken with Japanese curry sauce and rice.',
    [],
    [G, E, SO, CE],
    [SPICE_LEVEL],
  ),
  'Tonkotsu Ramen': dish(
    'Rich pork bone broth, chashu pork, noodles and spring onion.',
    [],
    [G, SO, SE, E],
    [RAMEN_EXTRAS],
  ),
  Gyoza: dish('Pan-fried pork and cabbage dumplings with dipping sauce.', [], [G, SO, SE]),
  'Chicken Karaage': dish('Soy and ginger fried chicken with yuzu mayo.', [], [G, SO, E]),
  'Beef Teriyaki Don': dish('Teriyaki beef on rice with pickles.', [], [G, SO, SE]),
  'Miso Soup': dish('Miso broth with tofu, wakame and spring onion.', [VG], [SO, G]),
  Edamame: dish('Steamed soy beans with sea salt.', [VG, GF], [SO]),
  Takoyaki: dish('Octopus balls with okonomi sauce and bonito flakes.', [], [MO, F, G, E, SO]),
  'Matcha Cheesecake': dish('Baked green tea cheesecake.', [V], [G, M, E]),
  // Mexican
  'Chicken Burrito': dish(
    'Chipotle chicken, rice, black beans, cheese and salsa in a flour tortilla.',
    [S],
    [G, M],
    [BURRITO_EXTRAS],
  ),
  'Beef Enchiladas': dish(
    'Corn tortillas filled with beef, baked in red chilli sauce with cheese.',
    [GF, S],
    [M],
  ),
  'Cheese Quesadilla': dish('Melted cheese and peppers in a griddled tortilla.', [V], [G, M]),
  'Nachos Grande': dish(
    'Tortilla chips with cheese, beans, jalapeños, guacamole and sour cream.',
    [V, GF, S],
    [M],
  ),
  'Chicken Fajitas': dish(
    'Sizzling chicken and peppers with tortillas, salsa and sour cream.',
    [S],
    [G, M],
  ),
  'Guacamole and Chips': dish('Fresh guacamole with corn tortilla chips.', [VG, GF], []),
  Elote: dish('Grilled corn with chilli, lime, mayo and cotija.', [V, GF, S], [M, E]),
  Pozole: dish('Hominy and pork stew in a red chilli broth.', [GF, S], [CE]),
  Churros: dish('Cinnamon sugar churros.', [V], [G, M, E]),
  // Noodles
  'Pad Thai': dish(
    'Rice noodles with egg, tamarind, peanuts and bean sprouts.',
    [GF],
    [E, P, F, SO],
    [NOODLE_PROTEIN],
  ),
  'Chicken Chow Mein': dish(
    'Egg noodles wok-fried with chicken and vegetables.',
    [],
    [G, E, SO, SE],
  ),
  'Beef Ho Fun': dish('Flat rice noodles with beef and black bean sauce.', [], [SO, G]),
  'Dan Dan Noodles': dish(
    'Noodles with pork mince, chilli oil and Sichuan pepper.',
    [S],
    [G, SO, SE, P],
  ),
  'Singapore Noodles': dish(
    'Curried rice vermicelli with prawns, char siu and egg.',
    [S],
    [CR, E, SO, G],
  ),
  'Yaki Udon': dish(
    'Thick udon noodles stir-fried with vegetables.',
    [V],
    [G, SO, SE],
    [NOODLE_PROTEIN],
  ),
  Laksa: dish(
    'Coconut curry noodle soup with prawns and tofu.',
    [S],
    [CR, SO, F, G],
    [SPICE_LEVEL],
  ),
  'Sesame Cold Noodles': dish(
    'Chilled noodles in sesame and chilli dressing.',
    [VG, S],
    [G, SE, SO],
  ),
  // Organic
  'Heritage Tomato Salad': dish('Organic tomatoes with basil and olive oil.', [VG, GF], []),
  'Free-range Roast Chicken': dish(
    'Half a free-range chicken with roast potatoes and gravy.',
    [],
    [G, CE, SU],
  ),
  'Roasted Roots': dish('Carrots, beetroot and parsnips roasted with thyme.', [VG, GF], []),
  'Sourdough and Cultured Butter': dish('Our own sourdough with cultured butter.', [V], [G, M]),
  'Wild Mushroom Soup': dish('Wild mushroom and thyme soup with cream.', [V, GF], [M, CE]),
  'Grass-fed Beef Burger': dish(
    'Grass-fed beef with aged cheddar in a sourdough bun.',
    [],
    [G, M, E, MU],
    [BURGER_EXTRAS],
  ),
  'Seasonal Greens': dish('Steamed greens with lemon and olive oil.', [VG, GF], []),
  'Apple and Rhubarb Crumble': dish('Apple and rhubarb under an oat crumble.', [V], [G, M]),
  // Pasta
  'Spaghetti Carbonara': dish('Guanciale, egg yolk, pecorino and black pepper.', [], [G, E, M]),
  'Penne Arrabbiata': dish('Penne in a garlicky chilli tomato sauce.', [VG, S], [G]),
  'Tagliatelle Bolognese': dish('Slow-cooked beef ragù on fresh tagliatelle.', [], [G, E, CE, M]),
  'Pesto Trofie': dish('Trofie with basil pesto, potato and green beans.', [V], [G, M, N]),
  'Cacio e Pepe': dish('Spaghetti with pecorino and cracked pepper.', [V], [G, M]),
  'Lobster Linguine': dish('Lobster, cherry tomato, chilli and white wine.', [], [CR, G, E, SU]),
  'Gnocchi Sorrentina': dish('Potato gnocchi baked in tomato with mozzarella.', [V], [G, M, E]),
  'Ravioli di Ricotta': dish('Ricotta and spinach ravioli in sage butter.', [V], [G, E, M]),
  'Garlic Bread': dish('Baguette baked with garlic and parsley butter.', [V], [G, M]),
  // Pizza
  Margherita: dish('Tomato, fior di latte mozzarella and basil.', [V], [G, M], PIZZA),
  Pepperoni: dish('Tomato, mozzarella and spicy pepperoni.', [S], [G, M], PIZZA),
  'Quattro Formaggi': dish('Mozzarella, gorgonzola, fontina and parmesan.', [V], [G, M], PIZZA),
  Diavola: dish('Tomato, mozzarella, hot salami and chilli.', [S], [G, M], PIZZA),
  Funghi: dish('Tomato, mozzarella and roast mushrooms.', [V], [G, M], PIZZA),
  Hawaiian: dish('Tomato, mozzarella, ham and pineapple.', [], [G, M], PIZZA),
  Marinara: dish(
    'Tomato, garlic, oregano and olive oil, no cheese.',
    [VG],
    [G],
    [PIZZA_SIZE, VEGAN_PIZZA_EXTRAS],
  ),
  Calzone: dish(
    'Folded pizza with ricotta, ham, mozzarella and tomato.',
    [],
    [G, M],
    [PIZZA_EXTRAS],
  ),
  'Garlic Dough Balls': dish('Dough balls with garlic butter.', [V], [G, M]),
  // Salads
  'Caesar Salad': dish(
    'Romaine, parmesan, croutons and anchovy dressing.',
    [],
    [G, M, E, F, MU],
    [BOWL_PROTEIN],
  ),
  'Cobb Salad': dish('Chicken, bacon, egg, avocado and blue cheese.', [GF], [E, M, MU]),
  'Niçoise Salad': dish('Tuna, egg, olives, green beans and potatoes.', [GF], [F, E, MU]),
  'Superfood Salad': dish(
    'Kale, quinoa, edamame, avocado and seeds.',
    [VG, GF],
    [SO, SE],
    [BOWL_PROTEIN],
  ),
  'Chicken and Avocado Salad': dish('Grilled chicken with avocado and leaves.', [GF], [MU]),
  'Beetroot and Feta Salad': dish('Roast beetroot, feta and walnuts.', [V, GF], [M, N]),
  'Asian Slaw': dish('Crunchy slaw with a sesame and lime dressing.', [VG], [SE, SO, G]),
  'Caprese Salad': dish('Mozzarella, tomato and basil.', [V, GF], [M]),
  // Seafood
  'Fish and Chips': dish(
    'Beer-battered haddock with chips.',
    [],
    [F, G],
    [FISH_PORTION, CHIPPY_EXTRAS],
  ),
  'Grilled Sea Bass': dish('Sea bass with salsa verde and new potatoes.', [GF], [F, MU]),
  'Garlic Prawns': dish('King prawns in garlic and chilli butter.', [GF, S], [CR, M]),
  'Crab Cakes': dish('Crab cakes with lemon mayo.', [], [CR, G, E]),
  'Salmon Fillet': dish('Roast salmon with greens and hollandaise.', [GF], [F, E, M]),
  Calamari: dish('Crisp squid rings with aioli.', [], [MO, G, E]),
  'Seafood Platter': dish(
    'Prawns, crab, mussels and smoked salmon with bread.',
    [],
    [CR, MO, F, G, E],
  ),
  'Lobster Roll': dish('Lobster in a buttered brioche roll.', [], [CR, G, M, E]),
  'Mushy Peas': dish('Marrowfat peas, mushed.', [VG, GF], []),
  // Spanish
  'Seafood Paella': dish('Saffron rice with prawns, mussels and squid.', [GF], [CR, MO, CE]),
  'Chicken Paella': dish('Saffron rice with chicken and chorizo.', [GF], [CE]),
  'Tortilla Española': dish('Potato and onion omelette.', [V, GF], [E]),
  Gazpacho: dish('Chilled tomato and pepper soup.', [VG, GF], [SU]),
  'Chorizo al Vino': dish('Chorizo cooked in red wine.', [GF], [SU]),
  'Pollo al Ajillo': dish('Chicken with garlic and sherry.', [GF], [SU]),
  'Crema Catalana': dish('Citrus custard with burnt sugar.', [V, GF], [M, E]),
  Fideuà: dish('Toasted noodles with seafood and aioli.', [], [G, CR, MO, E]),
  // Steak
  'Ribeye Steak': dish('A 10 oz ribeye with chips.', [GF], [], STEAK),
  'Sirloin Steak': dish('An 8 oz sirloin with chips.', [GF], [], STEAK),
  'Fillet Steak': dish('A 7 oz fillet with chips.', [GF], [], STEAK),
  'Flat Iron Steak': dish('Flat iron steak with chips.', [GF], [], STEAK),
  'Peppercorn Sauce': dish('Green peppercorn and brandy sauce.', [V, GF], [M, SU]),
  'Truffle Fries': dish('Fries with truffle oil and parmesan.', [V, GF], [M]),
  'Creamed Spinach': dish('Spinach in nutmeg cream.', [V, GF], [M]),
  'Steak Sandwich': dish(
    'Sliced steak, onions and horseradish in ciabatta.',
    [],
    [G, MU],
    [STEAK_COOKED],
  ),
  // Sushi
  'Salmon Nigiri': dish('Two pieces of salmon on sushi rice.', [], [F, SO]),
  'Tuna Sashimi': dish('Slices of raw tuna.', [GF], [F]),
  'California Roll': dish('Crab stick, avocado and cucumber.', [], [CR, F, E, SO, SE]),
  'Dragon Roll': dish('Prawn tempura topped with avocado.', [], [CR, G, E, SO]),
  'Spicy Tuna Roll': dish('Tuna with chilli mayo.', [S], [F, E, SO, SE]),
  'Prawn Tempura Roll': dish('Crisp prawn tempura roll.', [], [CR, G, E, SO]),
  'Avocado Maki': dish('Avocado rolled in nori and rice.', [VG, GF], [SE]),
  'Chirashi Bowl': dish('Assorted sashimi over sushi rice.', [], [F, CR, SO]),
  'Sushi Platter': dish('A selection of nigiri, maki and rolls.', [], [F, CR, SO, SE, G, E]),
  // Tacos
  'Al Pastor Taco': dish('Pork marinated in chilli and pineapple.', [GF, S], []),
  'Carnitas Taco': dish('Slow-cooked pork with salsa verde.', [GF], []),
  'Fish Taco': dish('Battered fish with slaw and chipotle mayo.', [], [F, G, E]),
  'Barbacoa Taco': dish('Braised beef with onion and coriander.', [GF, S], []),
  'Cauliflower Taco': dish('Roast cauliflower with salsa.', [VG, GF], []),
  'Chicken Tinga Taco': dish('Chicken in chipotle tomato sauce.', [GF, S], []),
  'Taco Trio': dish(
    'Three corn tortilla tacos, one of each filling you choose.',
    [],
    [F, G, E],
    [TACO_FILLINGS],
  ),
  'Pico de Gallo': dish('Fresh tomato, onion and chilli salsa.', [VG, GF], []),
  Horchata: dish('Cinnamon rice milk.', [VG, GF], [N]),
  // Tapas
  'Patatas Bravas': dish('Crisp potatoes with spicy tomato and aioli.', [V, GF, S], [E]),
  'Gambas al Ajillo': dish('Prawns in garlic and chilli oil.', [GF, S], [CR]),
  'Jamón Ibérico': dish('Acorn-fed Ibérico ham.', [GF], []),
  'Croquetas de Jamón': dish('Ham croquetas.', [], [G, M, E]),
  'Pimientos de Padrón': dish('Blistered peppers with sea salt.', [VG, GF], []),
  Albóndigas: dish('Meatballs in tomato sauce.', [], [G, E, CE]),
  'Pan con Tomate': dish('Toasted bread with tomato and olive oil.', [VG], [G]),
  'Manchego and Membrillo': dish('Manchego with quince paste.', [V, GF], [M]),
  Boquerones: dish('White anchovies in vinegar.', [GF], [F, SU]),
  // Vegan
  'Jackfruit Tacos': dish('Pulled BBQ jackfruit with slaw.', [VG, GF], [MU]),
  'Buddha Bowl': dish('Brown rice, falafel, hummus and pickles.', [VG], [SE, G], [BOWL_PROTEIN]),
  'Vegan Burger': dish(
    'A plant-based patty with vegan cheese in a seeded bun.',
    [VG],
    [G, SO, SE, MU],
    [VEGAN_BURGER_EXTRAS],
  ),
  'Cauliflower Wings': dish('Crisp cauliflower in buffalo sauce.', [VG, S], [G, CE]),
  'Lentil Dahl': dish('Red lentils with garlic and cumin.', [VG, GF], [], [SPICE_LEVEL]),
  'Falafel Wrap': dish('Falafel, hummus and salad in flatbread.', [VG], [G, SE]),
  'Tofu Scramble': dish('Turmeric tofu on sourdough.', [VG], [SO, G]),
  'Vegan Chocolate Cake': dish('Rich chocolate cake.', [VG], [G, SO]),
  'Oat Milk Smoothie': dish('Oat milk, banana and berries.', [VG], [G], [SMOOTHIE_BOOST]),
};

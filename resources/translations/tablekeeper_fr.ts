<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="98"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="100"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="102"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="104"/>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="127"/>
        <source>{round}-{honba}</source>
        <translation>{round}-{honba}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="177"/>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="177"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="177"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="177"/>
        <source>Uma and oka</source>
        <translation>Uma et oka</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="177"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="177"/>
        <source>+/- score</source>
        <translation>Score +/-</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="63"/>
        <source>Mangan</source>
        <translation>Mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="64"/>
        <source>Haneman</source>
        <translation>Haneman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="65"/>
        <source>Baiman</source>
        <translation>Baiman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="66"/>
        <source>Sanbaiman</source>
        <translation>Sanbaiman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="67"/>
        <source>Counted yakuman</source>
        <translation>Kazoe yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="50"/>
        <source>Yakuman</source>
        <translation>Yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="44"/>
        <source>{han} han {fu} fu</source>
        <translation>{han} han {fu} fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="52"/>
        <source>Double yakuman</source>
        <translation>Double yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="54"/>
        <source>Triple yakuman</source>
        <translation>Triple yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="55"/>
        <source>{count}x yakuman</source>
        <translation>{count} yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="110"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="110"/>
        <source>Ura dora</source>
        <translation>Ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="122"/>
        <source>{amount} all</source>
        <translation>{amount} chacun</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="124"/>
        <source>Choose the han of the hand.</source>
        <translation>Choisissez les han de la main.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="21"/>
        <source>Start points</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="22"/>
        <source>Return points</source>
        <translation>Points de retour</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="23"/>
        <source>Oka</source>
        <translation>Oka</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="24"/>
        <source>Uma (1st, 2nd, 3rd, 4th)</source>
        <translation>Uma (1er, 2e, 3e, 4e)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="25"/>
        <source>Equal points</source>
        <translation>Égalité de points</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="26"/>
        <source>Final score rounding</source>
        <translation>Arrondi du score final</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="27"/>
        <source>Kiriage mangan</source>
        <translation>Kiriage mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="28"/>
        <source>Counted yakuman (13 han)</source>
        <translation>Kazoe yakuman (13 han)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="29"/>
        <source>Several yakuman add up</source>
        <translation>Yakuman multiples cumulés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="30"/>
        <source>Double yakuman variants</source>
        <translation>Variantes en double yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="31"/>
        <source>Aotenjou (no limits)</source>
        <translation>Aotenjou (sans limite)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="32"/>
        <location filename="../../tablekeeper/present.py" line="110"/>
        <source>Red fives</source>
        <translation>Cinq rouges</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="33"/>
        <source>Open tanyao</source>
        <translation>Tanyao ouvert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="34"/>
        <source>Fu of a double-wind pair</source>
        <translation>Fu d&apos;une paire de vent double</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="35"/>
        <source>Renhou</source>
        <translation>Renhou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="36"/>
        <source>Honba on a ron</source>
        <translation>Honba sur ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="37"/>
        <source>Honba on a tsumo (per payer)</source>
        <translation>Honba sur pioche (par payeur)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="38"/>
        <source>Riichi stick</source>
        <translation>Mise de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="39"/>
        <source>Noten payments (total)</source>
        <translation>Paiements noten (total)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="40"/>
        <source>Riichi needs the points of a stick</source>
        <translation>Riichi seulement si on peut payer la mise</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="41"/>
        <source>Several players ron</source>
        <translation>Ron multiple</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="42"/>
        <source>Honba with several winners</source>
        <translation>Honba avec plusieurs gagnants</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="43"/>
        <source>Deposits with several winners</source>
        <translation>Mises avec plusieurs gagnants</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="44"/>
        <source>Pao yakuman</source>
        <translation>Yakuman soumis au pao</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="45"/>
        <source>Honba of a pao ron paid by</source>
        <translation>Honba d&apos;un ron avec pao payés par</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="46"/>
        <source>Abortive draws</source>
        <translation>Nuls avortés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="47"/>
        <source>Nagashi mangan</source>
        <translation>Nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="48"/>
        <source>Rounds (1 east only, 2 east-south)</source>
        <translation>Tours (1 : Est seul, 2 : Est-Sud)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="49"/>
        <source>Play on until someone has</source>
        <translation>Prolonger jusqu&apos;à ce qu&apos;un joueur ait</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="50"/>
        <source>Below zero ends the game</source>
        <translation>Sous zéro, la partie s&apos;arrête</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="51"/>
        <source>Agari yame</source>
        <translation>Agari yame</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="52"/>
        <source>Tenpai yame</source>
        <translation>Tenpai yame</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="53"/>
        <source>Chombo penalty</source>
        <translation>Pénalité de chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="54"/>
        <source>Chombo penalty at the end (points)</source>
        <translation>Pénalité de chombo en fin de partie (points)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="55"/>
        <source>Deposits left at the end</source>
        <translation>Mises restantes en fin de partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="62"/>
        <source>shared places</source>
        <translation>rangs partagés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="63"/>
        <source>seat order decides</source>
        <translation>l&apos;ordre des places départage</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="64"/>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="65"/>
        <source>rounded to 1,000</source>
        <translation>arrondi à 1 000</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="66"/>
        <source>all winners are paid</source>
        <translation>tous les gagnants sont payés</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="67"/>
        <source>double ron paid, triple ron a draw</source>
        <translation>double ron payé, triple ron nul</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="68"/>
        <source>only the nearest winner</source>
        <translation>seul le gagnant le plus proche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="69"/>
        <source>each winner</source>
        <translation>chaque gagnant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="70"/>
        <source>own stick back, the rest to the nearest</source>
        <translation>chacun reprend sa mise, le reste au plus proche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="71"/>
        <source>the nearest winner</source>
        <translation>le gagnant le plus proche</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="72"/>
        <source>the discarder</source>
        <translation>le jeteur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="73"/>
        <source>the liable player</source>
        <translation>le joueur responsable</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="74"/>
        <source>a mangan paid at once</source>
        <translation>un mangan payé aussitôt</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="75"/>
        <source>points taken at the end</source>
        <translation>points retirés en fin de partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="76"/>
        <source>none</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="77"/>
        <source>mangan</source>
        <translation>mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="78"/>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="79"/>
        <source>to first place</source>
        <translation>au premier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="80"/>
        <source>lost</source>
        <translation>perdues</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="93"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="128"/>
        <source>no extension</source>
        <translation>pas de prolongation</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="123"/>
        <source>{non_dealer} / {dealer}</source>
        <translation>{non_dealer} / {dealer}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="130"/>
        <source>{value}: {payments} with {count} honba</source>
        <translation>{value} : {payments} avec {count} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="133"/>
        <source>{value}: {payments}</source>
        <translation>{value} : {payments}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="141"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="141"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="141"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="141"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="147"/>
        <source>{wind} {hand}</source>
        <translation>{wind} {hand}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="160"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="160"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="160"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="160"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="166"/>
        <source>{player}: {points} after this hand</source>
        <translation>{player} : {points} après cette main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="172"/>
        <source>Club (seeds)</source>
        <translation>Club (règles de référence)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="173"/>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="174"/>
        <source>WRC 2022</source>
        <translation>WRC 2022</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="175"/>
        <source>Tenhou</source>
        <translation>Tenhou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="176"/>
        <source>M.League</source>
        <translation>M.League</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="177"/>
        <source>Mahjong Soul</source>
        <translation>Mahjong Soul</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="188"/>
        <source>Nine terminals (kyuushu kyuuhai)</source>
        <translation>Neuf terminales (kyuushu kyuuhai)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="189"/>
        <source>Four winds (suufon renda)</source>
        <translation>Quatre vents (suufon renda)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="190"/>
        <source>Four riichi (suucha riichi)</source>
        <translation>Quatre riichi (suucha riichi)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="191"/>
        <source>Four kans (suukaikan)</source>
        <translation>Quatre kans (suukaikan)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="192"/>
        <source>Triple ron (sanchahou)</source>
        <translation>Triple ron (sanchahou)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="199"/>
        <source>Riichi declared in the hand being played: {players} (their sticks are on the table)</source>
        <translation>Riichi déclaré dans la main en cours : {players} (leurs bâtons sont sur la table)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="211"/>
        <source>{player} ({value})</source>
        <translation>{player} ({value})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="212"/>
        <source>{player} ({value}, {liable} liable)</source>
        <translation>{player} ({value}, {liable} responsable)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="224"/>
        <source>{winners} ron on {discarder}</source>
        <translation>{winners} ron sur {discarder}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="226"/>
        <source>{result}: a triple ron, an abortive draw under these rules</source>
        <translation>{result} : un triple ron, nul avorté selon ces règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="228"/>
        <source>{winner} tsumo</source>
        <translation>{winner} tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="231"/>
        <source>Draw: nagashi mangan {players}</source>
        <translation>Nul : nagashi mangan {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="233"/>
        <source>{result}; tenpai {players}</source>
        <translation>{result} ; tenpai {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="236"/>
        <source>Draw, tenpai {players}</source>
        <translation>Nul, tenpai {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="238"/>
        <source>Draw, all noten</source>
        <translation>Nul, tous noten</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="242"/>
        <source>Chombo by {player}</source>
        <translation>Chombo de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="244"/>
        <source>{result}; riichi {players}</source>
        <translation>{result} ; riichi {players}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="256"/>
        <source>Under these rules a triple ron is an abortive draw: no one pays.</source>
        <translation>Selon ces règles, un triple ron est un nul avorté : personne ne paie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="264"/>
        <source>Nagashi mangan: {players}, paid as a mangan tsumo instead of the noten payments</source>
        <translation>Nagashi mangan : {players}, payé comme un mangan tsumo à la place des paiements noten</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="281"/>
        <source>{player}: {value}</source>
        <translation>{player} : {value}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="282"/>
        <source>{player}: {value}; {liable} is liable (pao)</source>
        <translation>{player} : {value} ; {liable} est responsable (pao)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="290"/>
        <source>riichi stick</source>
        <translation>mise de riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="291"/>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="292"/>
        <source>honba</source>
        <translation>honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="293"/>
        <source>deposits</source>
        <translation>mises</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="294"/>
        <source>noten payment</source>
        <translation>paiement noten</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="295"/>
        <source>nagashi mangan</source>
        <translation>nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="296"/>
        <source>chombo</source>
        <translation>chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="297"/>
        <source>pao</source>
        <translation>pao</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="322"/>
        <source>Record hand {number}</source>
        <translation>Enregistrer la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="323"/>
        <source>Undo record hand {number}</source>
        <translation>Annuler l&apos;enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="324"/>
        <source>Redo record hand {number}</source>
        <translation>Rétablir l&apos;enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="325"/>
        <source>Undone: record hand {number}</source>
        <translation>Annulé : enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="326"/>
        <source>Redone: record hand {number}</source>
        <translation>Rétabli : enregistrement de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="330"/>
        <source>Edit hand {number}</source>
        <translation>Modifier la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="331"/>
        <source>Undo edit hand {number}</source>
        <translation>Annuler la modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="332"/>
        <source>Redo edit hand {number}</source>
        <translation>Rétablir la modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="333"/>
        <source>Undone: edit hand {number}</source>
        <translation>Annulé : modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="334"/>
        <source>Redone: edit hand {number}</source>
        <translation>Rétabli : modification de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="338"/>
        <source>Delete hand {number}</source>
        <translation>Supprimer la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="339"/>
        <source>Undo delete hand {number}</source>
        <translation>Annuler la suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="340"/>
        <source>Redo delete hand {number}</source>
        <translation>Rétablir la suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="341"/>
        <source>Undone: delete hand {number}</source>
        <translation>Annulé : suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="342"/>
        <source>Redone: delete hand {number}</source>
        <translation>Rétabli : suppression de la main {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="346"/>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="347"/>
        <source>Undo end the game</source>
        <translation>Annuler la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="348"/>
        <source>Redo end the game</source>
        <translation>Rétablir la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="349"/>
        <source>Undone: end the game</source>
        <translation>Annulé : fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="350"/>
        <source>Redone: end the game</source>
        <translation>Rétabli : fin de la partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="354"/>
        <source>Riichi by {player}</source>
        <translation>Riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="355"/>
        <source>Undo riichi by {player}</source>
        <translation>Annuler le riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="356"/>
        <source>Redo riichi by {player}</source>
        <translation>Rétablir le riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="357"/>
        <source>Undone: riichi by {player}</source>
        <translation>Annulé : riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="358"/>
        <source>Redone: riichi by {player}</source>
        <translation>Rétabli : riichi de {player}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="362"/>
        <source>Riichi taken back ({player})</source>
        <translation>Riichi repris ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="363"/>
        <source>Undo riichi taken back ({player})</source>
        <translation>Annuler la reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="364"/>
        <source>Redo riichi taken back ({player})</source>
        <translation>Rétablir la reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="365"/>
        <source>Undone: riichi taken back ({player})</source>
        <translation>Annulé : reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="366"/>
        <source>Redone: riichi taken back ({player})</source>
        <translation>Rétabli : reprise du riichi ({player})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="407"/>
        <source>{numbers} and {last}</source>
        <translation>{numbers} et {last}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="419"/>
        <source>Recorded hand {number}</source>
        <translation>Main {number} enregistrée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="422"/>
        <source>Hand {number} changed.</source>
        <translation>Main {number} modifiée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="424"/>
        <source>Hand {number} changed; hand {later} changes.</source>
        <translation>Main {number} modifiée ; la main {later} change.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="426"/>
        <source>Hand {number} changed; hands {later} change.</source>
        <translation>Main {number} modifiée ; les mains {later} changent.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="432"/>
        <source>Hand {number} deleted. {key} brings it back.</source>
        <translation>Main {number} supprimée. {key} la fait revenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="434"/>
        <source>Hand {number} deleted; hand {later} changes. {key} brings it back.</source>
        <translation>Main {number} supprimée ; la main {later} change. {key} la fait revenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="436"/>
        <source>Hand {number} deleted; hands {later} change. {key} brings it back.</source>
        <translation>Main {number} supprimée ; les mains {later} changent. {key} la fait revenir.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="438"/>
        <source>The game was ended. {key} takes it back.</source>
        <translation>La partie a été terminée. {key} l&apos;annule.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="459"/>
        <source>{was} → {now}</source>
        <translation>{was} → {now}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="463"/>
        <source>{count} honba</source>
        <translation>{count} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="473"/>
        <source>Hand {number}, {deal}</source>
        <translation>Main {number}, {deal}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="478"/>
        <source>deposits {change}</source>
        <translation>mises {change}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="482"/>
        <source>{player} {change}</source>
        <translation>{player} {change}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="485"/>
        <source>{hand}: {changes}</source>
        <translation>{hand} : {changes}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="492"/>
        <source>No later hand changes.</source>
        <translation>Aucune main suivante ne change.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="493"/>
        <source>Later hands that change:</source>
        <translation>Mains suivantes qui changent :</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="497"/>
        <source>… and 1 more hand</source>
        <translation>… et 1 main de plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="499"/>
        <source>… and {count} more hands</source>
        <translation>… et {count} mains de plus</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="509"/>
        <source>{player} {points}</source>
        <translation>{player} {points}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="512"/>
        <source>{player} {points} ({change})</source>
        <translation>{player} {points} ({change})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="516"/>
        <source>Scores after the last hand: {scores}</source>
        <translation>Scores après la dernière main : {scores}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="522"/>
        <source>The game would be over.</source>
        <translation>La partie serait terminée.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="524"/>
        <source>The game would go on.</source>
        <translation>La partie continuerait.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="37"/>
        <source>{han} han</source>
        <translation>{han} han</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="240"/>
        <source>Abortive draw: {kind}</source>
        <translation>Nul avorté : {kind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="304"/>
        <location filename="../../tablekeeper/present.py" line="305"/>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/present.py" line="306"/>
        <source>{payer} pays {payee} {amount} ({reason})</source>
        <translation>{payer} paie {amount} à {payee} ({reason})</translation>
    </message>
</context>
<context>
    <name>AbortForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="352"/>
        <source>Choose the kind of abortive draw.</source>
        <translation>Choisissez le type de nul avorté.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="101"/>
        <source>The database could not be opened: {error}.</source>
        <translation>La base de données n&apos;a pas pu être ouverte : {error}.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="129"/>
        <location filename="../../tablekeeper/ui/app.py" line="140"/>
        <source>tablekeeper</source>
        <translation>tablekeeper</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="141"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation>Une erreur est survenue : {error}. Rien n&apos;a été enregistré.</translation>
    </message>
</context>
<context>
    <name>ChomboForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="368"/>
        <source>Who made the chombo?</source>
        <translation>Qui a fait chombo ?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="381"/>
        <source>Choose who made the chombo.</source>
        <translation>Choisissez qui a fait chombo.</translation>
    </message>
</context>
<context>
    <name>DrawForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="297"/>
        <source>Who was tenpai?</source>
        <translation>Qui était tenpai ?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="304"/>
        <source>Nagashi mangan:</source>
        <translation>Nagashi mangan :</translation>
    </message>
</context>
<context>
    <name>EditHandDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="644"/>
        <source>Who declared riichi in this hand?</source>
        <translation>Qui a déclaré riichi dans cette main ?</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="99"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="100"/>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="123"/>
        <source>Winning tile</source>
        <translation>Tuile gagnante</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="101"/>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="102"/>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="103"/>
        <source>Open kan</source>
        <translation>Kan ouvert</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="104"/>
        <source>Closed kan</source>
        <translation>Kan fermé</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="105"/>
        <source>Added kan</source>
        <translation>Kan ajouté</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="106"/>
        <source>Dora indicator</source>
        <translation>Indicateur de dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="107"/>
        <source>Ura dora indicator</source>
        <translation>Indicateur d&apos;ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="122"/>
        <source>Hand (click a tile to take it back)</source>
        <translation>Main (cliquez sur une tuile pour la retirer)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="123"/>
        <source>Melds</source>
        <translation>Combinaisons annoncées</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="124"/>
        <source>Dora indicators</source>
        <translation>Indicateurs de dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="124"/>
        <source>Ura dora indicators</source>
        <translation>Indicateurs d&apos;ura dora</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="138"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="142"/>
        <source>{seat} seat, {round} round, {how}, {honba} honba</source>
        <translation>Vent du joueur {seat}, vent dominant {round}, {how}, {honba} honba</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="145"/>
        <source>tsumo</source>
        <translation>tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="145"/>
        <source>ron</source>
        <translation>ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="151"/>
        <source>Haitei (last tile)</source>
        <translation>Haitei (dernière tuile)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="151"/>
        <source>Houtei (last discard)</source>
        <translation>Houtei (dernier écart)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="152"/>
        <source>Tenhou</source>
        <translation>Tenhou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="152"/>
        <source>Chiihou</source>
        <translation>Chiihou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="154"/>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="155"/>
        <source>Double riichi</source>
        <translation>Double riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="156"/>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="160"/>
        <source>Rinshan kaihou</source>
        <translation>Rinshan kaihou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="162"/>
        <source>Chankan</source>
        <translation>Chankan</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="162"/>
        <source>Renhou</source>
        <translation>Renhou</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="171"/>
        <source>Yaku</source>
        <translation>Yaku</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="174"/>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="228"/>
        <source>A hand has at most four melds: take one back first (click it).</source>
        <translation>Une main a au plus quatre combinaisons exposées : retirez-en d&apos;abord une (cliquez dessus).</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="326"/>
        <source>Enter the hand: {count} more tiles, then the winning tile.</source>
        <translation>Entrez la main : encore {count} tuiles, puis la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="336"/>
        <source>This player did not declare riichi in this hand: tick them in the hand&apos;s Riichi row first, or untick Riichi.</source>
        <translation>Ce joueur n’a pas déclaré riichi dans cette main : cochez-le d’abord dans la ligne Riichi de la main, ou décochez Riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="341"/>
        <source>This player has not declared riichi at the table: declare it there first (its stick goes on the table), or untick Riichi.</source>
        <translation>Ce joueur n’a pas déclaré riichi à la table : déclarez-le d’abord (son bâton va sur la table), ou décochez Riichi.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="361"/>
        <source>Rounded up: {fu} fu</source>
        <translation>Arrondi : {fu} fu</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="57"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="212"/>
        <source>tablekeeper</source>
        <translation>tablekeeper</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="76"/>
        <source>South 4-8</source>
        <translation>Sud 4-8</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="87"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="98"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="99"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="100"/>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="101"/>
        <source>&amp;Standings</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="102"/>
        <source>&amp;End the game now</source>
        <translation>&amp;Terminer la partie maintenant</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="104"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="107"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="109"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="153"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="257"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="110"/>
        <source>&amp;Hand</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="111"/>
        <source>&amp;Ron…</source>
        <translation>&amp;Ron…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="112"/>
        <source>&amp;Tsumo…</source>
        <translation>&amp;Tsumo…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="113"/>
        <source>Exhaustive &amp;draw…</source>
        <translation>&amp;Nul (mur épuisé)…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="114"/>
        <source>&amp;Abortive draw…</source>
        <translation>Nul a&amp;vorté…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="115"/>
        <source>&amp;Chombo…</source>
        <translation>&amp;Chombo…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="277"/>
        <source>Riichi: {name}</source>
        <translation>Riichi : {name}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="278"/>
        <source>Riichi of the player at seat {number}</source>
        <translation>Riichi du joueur à la place {number}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="126"/>
        <source>&amp;Edit the selected hand…</source>
        <translation>&amp;Modifier la main sélectionnée…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="130"/>
        <source>De&amp;lete the selected hand</source>
        <translation>&amp;Supprimer la main sélectionnée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="142"/>
        <source>Ron (R)</source>
        <translation>Ron (R)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="143"/>
        <source>Tsumo (T)</source>
        <translation>Tsumo (T)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="144"/>
        <source>Draw (D)</source>
        <translation>Nul (D)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="145"/>
        <source>Abort (A)</source>
        <translation>Nul avorté (A)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="146"/>
        <source>Chombo (C)</source>
        <translation>Chombo (C)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="108"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="152"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="257"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="154"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="155"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="331"/>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="332"/>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="333"/>
        <source>Exhaustive draw</source>
        <translation>Nul (mur épuisé)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="334"/>
        <source>Abortive draw</source>
        <translation>Nul avorté</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="335"/>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="379"/>
        <source>Select the hand to change in the list of hands.</source>
        <translation>Sélectionnez la main à modifier dans la liste des mains.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="384"/>
        <source>Hand {number}: {title}</source>
        <translation>Main {number} : {title}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="402"/>
        <source>Select the hand to delete in the list of hands.</source>
        <translation>Sélectionnez la main à supprimer dans la liste des mains.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../tablekeeper/ui/messages.py" line="13"/>
        <source>tablekeeper</source>
        <translation>tablekeeper</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="53"/>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="121"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="64"/>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="65"/>
        <source>{wind} seat</source>
        <translation>Place {wind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="122"/>
        <source>Throw away what was typed for this game?</source>
        <translation>Abandonner ce qui a été saisi pour cette partie ?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="126"/>
        <source>&amp;Keep editing</source>
        <translation>&amp;Continuer la saisie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="127"/>
        <source>&amp;Throw it away</source>
        <translation>&amp;Abandonner la saisie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="143"/>
        <source>Player at the {wind} seat</source>
        <translation>Joueur à la place {wind}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="73"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="80"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="82"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="84"/>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="86"/>
        <source>Rule &amp;options…</source>
        <translation>&amp;Options des règles…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="97"/>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="175"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="178"/>
        <source>There is no unfinished game.</source>
        <translation>Il n&apos;y a aucune partie en cours.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="183"/>
        <source>{date} · {players} · {hands} hands</source>
        <translation>{date} · {players} · {hands} mains</translation>
    </message>
</context>
<context>
    <name>QuickScore</name>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="173"/>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="175"/>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="177"/>
        <source>Limits</source>
        <translation>Limites</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="289"/>
        <source>Keyboard: type the han, then the fu (3 then 40: 3 han 40 fu; 5 and more need no fu); 10 han or more: a space after them (11 then space). Backspace takes a key back; Enter confirms.</source>
        <translation>Clavier : tapez les han, puis les fu (3 puis 40 : 3 han 40 fu ; à partir de 5, pas de fu) ; 10 han ou plus : une espace après (11 puis espace). Retour arrière efface une touche ; Entrée valide.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="293"/>
        <source>Typed: {keys}</source>
        <translation>Tapé : {keys}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="432"/>
        <source>Payments</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="452"/>
        <source>&amp;Record</source>
        <translation>&amp;Enregistrer</translation>
    </message>
</context>
<context>
    <name>RonForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="202"/>
        <source>Who dealt in (the discarder)?</source>
        <translation>Qui a donné la tuile gagnante (le jeteur) ?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="206"/>
        <source>Who won? (several players may ron the same tile)</source>
        <translation>Qui a gagné ? (plusieurs joueurs peuvent faire ron sur la même tuile)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="230"/>
        <source>Choose who dealt in: the player who discarded the winning tile.</source>
        <translation>Choisissez le jeteur : le joueur qui a écarté la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="233"/>
        <source>Choose who won on the discard.</source>
        <translation>Choisissez qui a gagné sur l&apos;écart.</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="403"/>
        <source>&amp;Quick (han and fu)</source>
        <translation>&amp;Rapide (han et fu)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="404"/>
        <source>&amp;Hand (tiles)</source>
        <translation>&amp;Main (tuiles)</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="119"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="135"/>
        <source>Place in the standings</source>
        <translation>Place au classement</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="153"/>
        <source>Riichi ({key})</source>
        <translation>Riichi ({key})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="156"/>
        <source>Declare riichi (F{key})</source>
        <translation>Déclarer riichi (F{key})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="174"/>
        <source>selected</source>
        <translation>sélectionné</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="222"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="222"/>
        <source>Standings so far</source>
        <translation>Classement provisoire</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="243"/>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="244"/>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="247"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="257"/>
        <source>Game (*.{ext})</source>
        <translation>Partie (*.{ext})</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="258"/>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="64"/>
        <source>The database is still being opened; try again in a moment.</source>
        <translation>La base de données est encore en cours d&apos;ouverture ; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="97"/>
        <location filename="../../tablekeeper/ui/controller.py" line="189"/>
        <location filename="../../tablekeeper/ui/controller.py" line="195"/>
        <source>Start or open a game first.</source>
        <translation>Commencez ou ouvrez d&apos;abord une partie.</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="293"/>
        <source>The file {path} could not be written: {reason}.</source>
        <translation>Le fichier {path} n&apos;a pas pu être écrit : {reason}.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="297"/>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="298"/>
        <source>Ctrl+N: a new game</source>
        <translation>Ctrl+N : nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="299"/>
        <source>Ctrl+O: go on with one</source>
        <translation>Ctrl+O : reprendre une partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="302"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="305"/>
        <source>Honba: {count}</source>
        <translation>Honba : {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="306"/>
        <source>On the table: {points}</source>
        <translation>Sur la table : {points}</translation>
    </message>
</context>
<context>
    <name>TsumoForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="252"/>
        <source>Who won by tsumo?</source>
        <translation>Qui a gagné sur pioche ?</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="280"/>
        <source>Choose who won by tsumo.</source>
        <translation>Choisissez qui a gagné sur pioche.</translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="146"/>
        <source>Score…</source>
        <translation>Valeur…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="152"/>
        <source>Pao:</source>
        <translation>Pao :</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="154"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="165"/>
        <source>Value of {name}&apos;s hand</source>
        <translation>Valeur de la main de {name}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="183"/>
        <source>Give the value of {name}&apos;s hand.</source>
        <translation>Indiquez la valeur de la main de {name}.</translation>
    </message>
</context>
</TS>

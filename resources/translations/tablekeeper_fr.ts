<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="53"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="55"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="57"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="59"/>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="73"/>
        <source>{round}, {honba} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="109"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="109"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="109"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="109"/>
        <source>Uma and oka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="109"/>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/models.py" line="109"/>
        <source>+/- score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="36"/>
        <source>Mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="37"/>
        <source>Haneman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="38"/>
        <source>Baiman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="39"/>
        <source>Sanbaiman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="40"/>
        <source>Counted yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="41"/>
        <location filename="../../tablekeeper/ui/texts.py" line="45"/>
        <source>Yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="49"/>
        <location filename="../../tablekeeper/ui/texts.py" line="47"/>
        <source>Yakuman x{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="52"/>
        <location filename="../../tablekeeper/ui/texts.py" line="50"/>
        <source>{han} han {fu} fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="60"/>
        <source>{amount} all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="84"/>
        <source>Choose the han of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="22"/>
        <source>Start points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="23"/>
        <source>Return points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="24"/>
        <source>Oka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="25"/>
        <source>Uma (1st, 2nd, 3rd, 4th)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="26"/>
        <source>Equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="27"/>
        <source>Final score rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="28"/>
        <source>Kiriage mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="29"/>
        <source>Counted yakuman (13 han)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="30"/>
        <source>Several yakuman add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="31"/>
        <source>Double yakuman variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="32"/>
        <source>Aotenjou (no limits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="33"/>
        <source>Red fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="34"/>
        <source>Open tanyao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="35"/>
        <source>Fu of a double-wind pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="36"/>
        <source>Renhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="37"/>
        <source>Honba on a ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="38"/>
        <source>Honba on a tsumo (per payer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="39"/>
        <source>Riichi stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="40"/>
        <source>Noten payments (total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="41"/>
        <source>Riichi needs the points of a stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="42"/>
        <source>Several players ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="43"/>
        <source>Honba with several winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="44"/>
        <source>Deposits with several winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="45"/>
        <source>Pao yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="46"/>
        <source>Honba of a pao ron paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="47"/>
        <source>Abortive draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="48"/>
        <source>Nagashi mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="49"/>
        <source>Rounds (1 east only, 2 east-south)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="50"/>
        <source>Play on until someone has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="51"/>
        <source>Below zero ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="52"/>
        <source>Agari yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="53"/>
        <source>Tenpai yame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="54"/>
        <source>Chombo penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="55"/>
        <source>Chombo penalty at the end (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="56"/>
        <source>Deposits left at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/rule_options.py" line="101"/>
        <source>no extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="19"/>
        <source>Nine terminals (kyuushu kyuuhai)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="20"/>
        <source>Four winds (suufon renda)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="21"/>
        <source>Four riichi (suucha riichi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="22"/>
        <source>Four kans (suukaikan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="23"/>
        <source>Triple ron (sanchahou)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="30"/>
        <source>riichi stick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="31"/>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="32"/>
        <source>honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="33"/>
        <source>deposits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="34"/>
        <source>noten payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="35"/>
        <source>nagashi mangan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="36"/>
        <source>chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="37"/>
        <source>pao</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="49"/>
        <source>{han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="58"/>
        <source>Ron: {winners} from {discarder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="60"/>
        <source>Tsumo: {winner} ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="63"/>
        <source>Draw: all noten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="65"/>
        <source>Draw: tenpai {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="67"/>
        <source>Abortive draw: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="69"/>
        <source>Chombo: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="74"/>
        <location filename="../../tablekeeper/ui/texts.py" line="75"/>
        <source>the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/texts.py" line="76"/>
        <source>{payer} pays {payee} {amount} ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AbortForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="284"/>
        <source>Choose the kind of abortive draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="47"/>
        <location filename="../../tablekeeper/ui/app.py" line="58"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/app.py" line="48"/>
        <source>Something went wrong: {error}. Nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChomboForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="299"/>
        <source>Who made the chombo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="307"/>
        <source>Choose who made the chombo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="245"/>
        <source>Who was tenpai?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="252"/>
        <source>Nagashi mangan:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="105"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="106"/>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="129"/>
        <source>Winning tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="107"/>
        <source>Chi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="108"/>
        <source>Pon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="109"/>
        <source>Open kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="110"/>
        <source>Closed kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="111"/>
        <source>Added kan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="112"/>
        <source>Dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="113"/>
        <source>Ura dora indicator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="128"/>
        <source>Hand (click a tile to take it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="129"/>
        <source>Melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="130"/>
        <source>Dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="130"/>
        <source>Ura dora indicators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="144"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="148"/>
        <source>{seat} seat, {round} round, {how}, {honba} honba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="151"/>
        <source>tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="151"/>
        <source>ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="157"/>
        <source>Haitei (last tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="157"/>
        <source>Houtei (last discard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="158"/>
        <source>Tenhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="158"/>
        <source>Chiihou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="160"/>
        <source>Riichi</source>
        <translation type="unfinished">Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="161"/>
        <source>Double riichi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="162"/>
        <source>Ippatsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="166"/>
        <source>Rinshan kaihou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="168"/>
        <source>Chankan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="168"/>
        <source>Renhou</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="177"/>
        <source>Yaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="180"/>
        <source>Fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="283"/>
        <source>Enter the hand: {count} more tiles, then the winning tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="296"/>
        <source>yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="296"/>
        <source>{han} han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="299"/>
        <source>Dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="300"/>
        <source>Ura dora</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="301"/>
        <source>Red fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="307"/>
        <source>Rounded up: {fu} fu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="46"/>
        <location filename="../../tablekeeper/ui/main_window.py" line="179"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="66"/>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="77"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="78"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="79"/>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="80"/>
        <source>&amp;Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="81"/>
        <source>&amp;End the game now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="83"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="84"/>
        <source>&amp;Hand</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="85"/>
        <source>&amp;Ron…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="86"/>
        <source>&amp;Tsumo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="87"/>
        <source>Exhaustive &amp;draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="88"/>
        <source>&amp;Abortive draw…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="89"/>
        <source>&amp;Chombo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="95"/>
        <source>Riichi of the player at seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="101"/>
        <source>&amp;Undo the last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="103"/>
        <source>&amp;Edit the selected hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="107"/>
        <source>De&amp;lete the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="119"/>
        <source>Ron (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="120"/>
        <source>Tsumo (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="121"/>
        <source>Draw (D)</source>
        <translation>Nul (D)</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="122"/>
        <source>Abort (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="123"/>
        <source>Chombo (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="126"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="126"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="126"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="220"/>
        <source>Ron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="221"/>
        <source>Tsumo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="222"/>
        <source>Exhaustive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="223"/>
        <source>Abortive draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="224"/>
        <source>Chombo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="256"/>
        <source>Select the hand to change in the list of hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="261"/>
        <source>Hand {number}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/main_window.py" line="275"/>
        <source>Select the hand to delete in the list of hands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../tablekeeper/ui/messages.py" line="11"/>
        <source>tablekeeper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="46"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="56"/>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="57"/>
        <source>{wind} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="61"/>
        <source>Player at the {wind} seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="62"/>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="67"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="69"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="71"/>
        <source>Venue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="73"/>
        <source>Rule &amp;options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="86"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="117"/>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="120"/>
        <source>There is no unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="123"/>
        <source>{date} · {players} · {hands} hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickScore</name>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="108"/>
        <source>Han</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="110"/>
        <source>Fu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="112"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="114"/>
        <source>Yakuman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/quick_score.py" line="114"/>
        <source>Double yakuman</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="349"/>
        <source>Payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="357"/>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RonForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="163"/>
        <source>Who dealt in (the discarder)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="167"/>
        <source>Who won? (several players may ron the same tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="186"/>
        <source>Choose who dealt in: the player who discarded the winning tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="189"/>
        <source>Choose who won on the discard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="365"/>
        <source>&amp;Quick (han and fu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/scoring.py" line="366"/>
        <source>&amp;Hand (tiles)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="103"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="121"/>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="124"/>
        <source>Declare riichi (F{key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="143"/>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="157"/>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="160"/>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="160"/>
        <source>Standings so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="178"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="179"/>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="182"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="191"/>
        <source>Game (*.{ext})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/game.py" line="192"/>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="24"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="25"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="26"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="27"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="34"/>
        <source>{wind} {hand}</source>
        <translation>{wind} {hand}</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="155"/>
        <location filename="../../tablekeeper/ui/controller.py" line="161"/>
        <location filename="../../tablekeeper/ui/controller.py" line="167"/>
        <source>Start or open a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/controller.py" line="263"/>
        <source>The file {path} could not be written: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="197"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="200"/>
        <source>Honba: {count}</source>
        <translation>Honba : {count}</translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/table_view.py" line="201"/>
        <source>On the table: {points}</source>
        <translation>Sur la table : {points}</translation>
    </message>
</context>
<context>
    <name>TsumoForm</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="207"/>
        <source>Who won by tsumo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="229"/>
        <source>Choose who won by tsumo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinnerRow</name>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="116"/>
        <source>Score…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="120"/>
        <source>Pao:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="122"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="130"/>
        <source>Value of {name}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tablekeeper/ui/dialogs/hands.py" line="145"/>
        <source>Give the value of {name}&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

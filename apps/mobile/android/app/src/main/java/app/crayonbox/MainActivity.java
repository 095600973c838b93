package app.crayonbox;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
